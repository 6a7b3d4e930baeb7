import { GraphBuilder } from '@nodeloom/engine/testing';
import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { stickyImageTransform } from './sticky-image.js';

const definition = createBuiltInRegistry().get('stickyImage');
const transformOf = (params: Record<string, unknown>) => {
  const g = new GraphBuilder({ defaultParent: 'hex' });
  return stickyImageTransform(g.state.getNode(g.add('stickyImage', 'pic', { params }))!, definition);
};

describe('sticky image transform', () => {
  it('is the identity by default', () => {
    expect(transformOf({})).toBe('translate(0%, 0%) rotate(0deg) scale(1)');
  });

  it('moves by a share of the node, turns in degrees and scales', () => {
    expect(transformOf({ translateX: 0.5, translateY: -0.25, rotate: 90, scale: 2 })).toBe(
      'translate(50%, -25%) rotate(90deg) scale(2)',
    );
  });

  it('holds values to their declared ranges', () => {
    expect(transformOf({ translateX: 3, rotate: -720, scale: 9 })).toBe(
      'translate(100%, 0%) rotate(-180deg) scale(5)',
    );
  });
});
