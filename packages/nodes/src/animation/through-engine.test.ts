import { describe, expect, it } from 'vitest';
import { MarkupGraph } from '../shared/html/site-graph.testing.js';

describe('animation nodes through the engine', () => {
  it('exportKeyframes wraps wired frames in a named @keyframes rule', async () => {
    const g = new MarkupGraph();
    const frames = g.add('constant', 'frames', {
      type: 'string',
      value: 'from { opacity: 0; } to { opacity: 1; }',
    });
    const keyframes = g.add('exportKeyframes', 'fade', { name: 'fade' });
    g.wire(frames, 'value', keyframes, 'text');
    expect(await g.evaluate(keyframes)).toEqual({
      keyframes: '@keyframes fade {\nfrom { opacity: 0; } to { opacity: 1; }\n}',
    });
  });

  it("reports 'Invalid CSS: ' for frames that do not parse", async () => {
    const g = new MarkupGraph();
    const keyframes = g.add('exportKeyframes', 'fade', { text: 'to { opacity 1 }' });
    const outcome = await g.evaluate(keyframes);
    expect('error' in outcome && outcome.error).toContain('Invalid CSS: Colon is expected');
  });
});
