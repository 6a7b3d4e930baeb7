import { describe, expect, it } from 'vitest';
import { siteInputFromNodes } from './collect.js';

const app = { type: 'appEntry', entry: [] };
const configs = (css: string) => ({ type: 'pageConfigs', css, scripts: [], tailwind: {} });

describe('siteInputFromNodes', () => {
  it('takes the app entry, every page config and every public file in order', () => {
    const input = siteInputFromNodes(
      [
        { definitionName: 'exportPageConfigs', outputs: { configs: configs('a{}') } },
        { definitionName: 'appEntry', outputs: { app } },
        { definitionName: 'exportPublicFiles', outputs: { files: [{ path: 'public/a.txt', content: 'a' }] } },
        { definitionName: 'exportPublicFiles', outputs: { files: [{ path: 'public/b.txt', content: 'b' }] } },
        { definitionName: 'exportPageConfigs', outputs: { configs: configs('b{}') } },
        { definitionName: 'htmlElement', outputs: { html: [] } },
      ],
      'Shop',
    );
    expect(input.app).toBe(app);
    expect(input.configs?.map((c) => c.css)).toEqual(['a{}', 'b{}']);
    expect(input.publicFiles?.map((f) => f.path)).toEqual(['public/a.txt', 'public/b.txt']);
    expect(input.name).toBe('Shop');
  });

  it('needs exactly one appEntry', () => {
    expect(() => siteInputFromNodes([])).toThrow('An appEntry node is required to deploy');
    const two = { definitionName: 'appEntry', outputs: { app } };
    expect(() => siteInputFromNodes([two, two])).toThrow(
      'There can only be one instance of appEntry node globally.',
    );
  });
});
