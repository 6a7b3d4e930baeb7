import { describe, expect, it } from 'vitest';
import { MarkupGraph } from '../shared/html/site-graph.testing.js';

describe('asset nodes through the engine', () => {
  it('importAsset outputs the asset and its URL', async () => {
    const g = new MarkupGraph();
    const asset = g.add('importAsset', 'logo', { url: 'https://cdn.example.com/logo.png', name: 'logo.png' });
    const outcome = (await g.evaluate(asset)) as { asset: { url: string; name: string }; url: string };
    expect(outcome.url).toBe('https://cdn.example.com/logo.png');
    expect(outcome.asset).toMatchObject({ url: 'https://cdn.example.com/logo.png', name: 'logo.png' });
  });

  it("loadAsset reports 'Invalid URL: {url}' and, offline, 'Failed to fetch'", async () => {
    const g = new MarkupGraph();
    const bad = g.add('loadAsset', 'bad', { url: 'not a url' });
    const offline = g.add('loadAsset', 'offline', { url: 'https://example.com/data.json' });
    const badOutcome = await g.evaluate(bad);
    expect('error' in badOutcome && badOutcome.error).toContain('Invalid URL: not a url');
    const offlineOutcome = await g.evaluate(offline);
    expect('error' in offlineOutcome && offlineOutcome.error).toContain('Failed to fetch');
  });
});
