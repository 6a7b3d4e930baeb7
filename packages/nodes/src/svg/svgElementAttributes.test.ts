import { describe, expect, it } from 'vitest';
import { paramOf, runNode } from '../shared/html/testing.js';
import { svgElementAttributesNode } from './svgElementAttributes.js';

describe('svgElementAttributes', () => {
  it('lists the tag attributes plus the global ones', async () => {
    expect(paramOf(svgElementAttributesNode, 'tag').defaultValue).toBe('svg');
    const { outputs } = await runNode(svgElementAttributesNode, { params: { tag: 'circle' } });
    expect(outputs.attributes).toEqual(expect.arrayContaining(['cx', 'cy', 'r', 'fill', 'class']));
    expect(outputs.attributes).not.toContain('d');
  });

  it('refuses a tag SVG does not have', async () => {
    await expect(runNode(svgElementAttributesNode, { params: { tag: 'span' } })).rejects.toThrow(
      'Invalid SVG tag: span',
    );
  });
});
