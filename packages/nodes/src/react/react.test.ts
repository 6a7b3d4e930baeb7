import { describe, expect, it } from 'vitest';
import { runNode } from '../shared/html/testing.js';
import { appEntryNode } from './appEntry.js';
import { reactComponentNode } from './reactComponent.js';
import { reactOutputNode } from './reactOutput.js';

const router = { type: 'router', routerType: 'browser', routes: [] };

describe('appEntry', () => {
  it('is the root of the app: one per project, entry required', async () => {
    expect(appEntryNode.definition.globalSingleton).toBe(true);
    expect(appEntryNode.definition.inputs[0]).toMatchObject({ identifier: 'entry', required: true });
    expect((await runNode(appEntryNode, { inputs: { entry: router } })).outputs.app).toEqual({
      type: 'appEntry',
      entry: [router],
    });
  });

  it('refuses an empty entry', async () => {
    await expect(runNode(appEntryNode, { inputs: { entry: [] } })).rejects.toThrow(
      'Required input not connected: entry',
    );
  });
});

describe('reactComponent', () => {
  it('wraps html and hooks into a named component', async () => {
    const html = { type: 'text', value: 'hi' };
    const { outputs } = await runNode(reactComponentNode, {
      params: { name: 'Card' },
      inputs: { html, hooks: ['useEffect(() => {})'] },
    });
    expect(outputs.component).toEqual({
      type: 'component',
      name: 'Card',
      content: [html],
      hooks: ['useEffect(() => {})'],
    });
  });

  it('refuses names React would read as tags, and hooks that are not code', async () => {
    await expect(runNode(reactComponentNode, { params: { name: 'card' } })).rejects.toThrow(
      'Invalid component name: card',
    );
    await expect(runNode(reactComponentNode, { inputs: { hooks: [1] } })).rejects.toThrow(
      'Invalid hook, it must be JavaScript code',
    );
  });
});

describe('reactOutput', () => {
  it('is deprecated and passes html through', async () => {
    expect(reactOutputNode.definition.deprecated).toBe(true);
    expect((await runNode(reactOutputNode, { inputs: { html: ['a'] } })).outputs.html).toEqual({
      type: 'text',
      value: 'a',
    });
  });
});
