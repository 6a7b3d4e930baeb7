import { describe, expect, it } from 'vitest';
import { MarkupGraph } from '../shared/html/site-graph.testing.js';

describe('organization nodes through the engine', () => {
  it('a sticky note passes wired text through to its output', async () => {
    const g = new MarkupGraph();
    const text = g.add('constant', 'greeting', { type: 'string', value: 'Remember the milk' });
    const note = g.add('stickyNote', 'note', { text: 'typed text' });
    g.wire(text, 'value', note, 'text');
    expect(await g.evaluate(note)).toEqual({ text: 'Remember the milk' });
  });

  it('an unwired sticky note outputs its typed text', async () => {
    const g = new MarkupGraph();
    const note = g.add('stickyNote', 'note', { text: 'typed text' });
    expect(await g.evaluate(note)).toEqual({ text: 'typed text' });
  });

  it("a tray is a container: 'Cannot be parsed trayNode node directly'", async () => {
    const g = new MarkupGraph();
    const tray = g.add('trayNode', 'group');
    const outcome = await g.evaluate(tray);
    expect('error' in outcome && outcome.error).toBe(
      'Failed to parse node group trayNode: Cannot be parsed trayNode node directly',
    );
  });
});
