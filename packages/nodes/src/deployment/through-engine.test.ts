import { describe, expect, it } from 'vitest';
import { MarkupGraph } from '../shared/html/site-graph.testing.js';

describe('deployment through the engine', () => {
  it('deploys the wired app entry; main is production', async () => {
    const g = new MarkupGraph();
    const heading = g.add('htmlElement', 'heading', { tag: 'h1', text: 'Hi' });
    const entry = g.add('appEntry', 'entry');
    g.wire(heading, 'element', entry, 'entry');
    const deployment = g.add('deployment', 'deploy');
    g.wire(entry, 'app', deployment, 'entrypoint');
    const outcome = (await g.evaluate(deployment)) as { deployment: Record<string, unknown> };
    expect(outcome.deployment).toMatchObject({
      type: 'deployment',
      branch: 'main',
      message: 'Deploy from Nodeloom',
      production: true,
      entrypoint: { type: 'appEntry' },
    });
  });

  it('with something else than an app entry wired it names what to connect', async () => {
    const g = new MarkupGraph();
    const heading = g.add('htmlElement', 'heading', { tag: 'h1' });
    const deployment = g.add('deployment', 'deploy', { branch: 'preview' });
    g.wire(heading, 'element', deployment, 'entrypoint');
    const outcome = await g.evaluate(deployment);
    expect('error' in outcome && outcome.error).toContain('Invalid entrypoint, connect an appEntry node');
  });
});
