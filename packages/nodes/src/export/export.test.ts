import { describe, expect, it } from 'vitest';
import { paramOf, runNode } from '../shared/html/testing.js';
import { exportPageNode } from './exportPage.js';
import { exportPageConfigsNode } from './exportPageConfigs.js';
import { exportPublicFilesNode } from './exportPublicFiles.js';

const content = { type: 'element', tag: 'main', attributes: {}, children: [] };

describe('exportPage', () => {
  it('has flags for component previewer and site previewer, both default true (spec 2 §3)', () => {
    expect(paramOf(exportPageNode, 'showInComponentPreviewer').defaultValue).toBe(true);
    expect(paramOf(exportPageNode, 'showInSitePreviewer').defaultValue).toBe(true);
    expect(paramOf(exportPageNode, 'name').required).toBe(true);
  });

  it('exports a named page with its content', async () => {
    const { outputs } = await runNode(exportPageNode, {
      params: { name: 'home', showInSitePreviewer: false },
      inputs: { content },
    });
    expect(outputs.page).toEqual({
      type: 'page',
      name: 'home',
      content: [content],
      showInComponentPreviewer: true,
      showInSitePreviewer: false,
    });
  });

  it('needs a name', async () => {
    await expect(runNode(exportPageNode, { params: { name: '  ' }, inputs: { content } })).rejects.toThrow(
      'Required parameter not set: name',
    );
  });
});

describe('exportPageConfigs', () => {
  it('passes valid css, scripts and tailwind config through', async () => {
    const { outputs } = await runNode(exportPageConfigsNode, {
      params: { css: 'body { margin: 0 }', scripts: ['https://x.io/a.js', ''], tailwind: '{"theme":{}}' },
    });
    expect(outputs.configs).toEqual({
      type: 'pageConfigs',
      css: 'body { margin: 0 }',
      scripts: ['https://x.io/a.js'],
      tailwind: { theme: {} },
    });
  });

  it('is empty by default', async () => {
    expect((await runNode(exportPageConfigsNode)).outputs.configs).toEqual({
      type: 'pageConfigs',
      css: '',
      scripts: [],
      tailwind: {},
    });
  });

  it("blocks the export on CSS problems with 'Invalid CSS: ' (spec 2 §5)", async () => {
    await expect(runNode(exportPageConfigsNode, { inputs: { css: 'body {{ }' } })).rejects.toThrow(
      'Invalid CSS: Identifier is expected',
    );
  });

  it('refuses a tailwind config that is not an object and scripts that are not a list', async () => {
    await expect(runNode(exportPageConfigsNode, { params: { tailwind: '[1]' } })).rejects.toThrow(
      'Invalid "tailwind", it must be an object',
    );
    await expect(runNode(exportPageConfigsNode, { params: { tailwind: '{oops' } })).rejects.toThrow(
      'Invalid "tailwind", it must be an object',
    );
    await expect(runNode(exportPageConfigsNode, { params: { scripts: 'a.js' } })).rejects.toThrow(
      'Invalid "scripts", it must be an array',
    );
  });
});

describe('exportPublicFiles', () => {
  const run = (files: unknown) => runNode(exportPublicFilesNode, { inputs: { files } });

  it('puts files under public/, dropping a leading slash, and allows empty content (spec 2 §5)', async () => {
    const bytes = new Uint8Array([1, 2]);
    const { outputs } = await run([
      { path: '/robots.txt', content: 'User-agent: *' },
      { path: 'img/a.bin', content: bytes },
      { path: 'empty.txt', content: '' },
    ]);
    expect(outputs.files).toEqual([
      { path: 'public/robots.txt', content: 'User-agent: *' },
      { path: 'public/img/a.bin', content: bytes },
      { path: 'public/empty.txt', content: '' },
    ]);
  });

  it('refuses files that are not an array: \'Invalid "files", it must be an array\'', async () => {
    await expect(run({ path: 'a', content: '' })).rejects.toThrow('Invalid "files", it must be an array');
  });

  it('refuses items without path or content', async () => {
    await expect(run([{ content: 'x' }])).rejects.toThrow('Invalid file, it must have a path');
    await expect(run([{ path: '/', content: 'x' }])).rejects.toThrow('Invalid file, it must have a path');
    await expect(run([{ path: 'a.txt' }])).rejects.toThrow('Invalid file, it must have content');
    await expect(run(['a.txt'])).rejects.toThrow('Invalid file, it must have a path');
  });

  it("refuses index.html in any case: 'Cannot write to index.html'", async () => {
    await expect(run([{ path: '/INDEX.html', content: '' }])).rejects.toThrow('Cannot write to index.html');
    await expect(run([{ path: 'index.html', content: 'x' }])).rejects.toThrow('Cannot write to index.html');
  });
});
