import { describe, expect, it } from 'vitest';
import { runNode } from '../shared/html/testing.js';
import { exportKeyframesNode } from './exportKeyframes.js';

describe('exportKeyframes', () => {
  it('wraps frames into a named @keyframes rule', async () => {
    const { outputs } = await runNode(exportKeyframesNode, { params: { name: 'fade' } });
    expect(outputs.keyframes).toBe('@keyframes fade {\nfrom { opacity: 0; }\nto { opacity: 1; }\n}');
  });

  it('keeps a whole @keyframes rule given as text', async () => {
    const rule = '@keyframes spin { to { transform: rotate(360deg) } }';
    expect((await runNode(exportKeyframesNode, { inputs: { text: rule } })).outputs.keyframes).toBe(rule);
  });

  it("fails as 'Invalid CSS: ' plus the messages (spec 2 §5)", async () => {
    await expect(runNode(exportKeyframesNode, { params: { text: 'to { opacity 1 }' } })).rejects.toThrow(
      'Invalid CSS: Colon is expected',
    );
    await expect(runNode(exportKeyframesNode, { params: { text: 'to { opacity: red }' } })).rejects.toThrow(
      'Invalid CSS: Invalid value for "opacity": red',
    );
  });

  it('refuses a name that is not a CSS identifier', async () => {
    await expect(runNode(exportKeyframesNode, { params: { name: '1fade' } })).rejects.toThrow(
      'Invalid animation name: 1fade',
    );
  });
});
