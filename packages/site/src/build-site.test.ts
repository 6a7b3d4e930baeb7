import { describe, expect, it } from 'vitest';
import { buildSite } from './build-site.js';
import { SiteBuildError, type SiteInput } from './input.js';
import { sampleSite } from './sample-site.testing.js';

const fileMap = async (input: SiteInput) =>
  Object.fromEntries((await buildSite(input)).map((f) => [f.path, f.content]));

describe('buildSite: the published file set', () => {
  it('has the index page, app script, manifest, styles, tailwind config and public files', async () => {
    const files = await buildSite(sampleSite());
    expect(files.map((f) => f.path)).toEqual([
      'index.html',
      'app.js',
      'package.json',
      'styles.css',
      'tailwind.config.js',
      'public/robots.txt',
    ]);
  });

  it('writes an index page that loads the styles and the app script and carries the first page meta', async () => {
    const html = String((await fileMap(sampleSite()))['index.html']);
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>Home</title>');
    expect(html).toContain('<meta name="description" content="Home page">');
    expect(html).toContain('<link rel="stylesheet" href="/styles.css">');
    expect(html).toContain('<script type="module" src="/app.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it("uses the spec's default title 'Website made with Nodeloom' without page meta, and adds config scripts", async () => {
    const input: SiteInput = {
      app: { type: 'appEntry', entry: [{ type: 'text', value: 'hi' }] },
      configs: [
        { type: 'pageConfigs', css: '', scripts: ['https://cdn.example/a.js?x=1&y=2'], tailwind: {} },
      ],
    };
    const html = String((await fileMap(input))['index.html']);
    expect(html).toContain('<title>Website made with Nodeloom</title>');
    expect(html).toContain('<script src="https://cdn.example/a.js?x=1&amp;y=2"></script>');
  });

  it('compiles the Tailwind classes used by the pages, with the project theme, then the project CSS', async () => {
    const css = String((await fileMap(sampleSite()))['styles.css']);
    expect(css).toMatch(/\.p-4\s*{\s*padding: calc\(var\(--spacing\) \* 4\);/);
    expect(css).toMatch(/\.text-brand\s*{\s*color: #123456;/);
    expect(css).toMatch(/\.font-bold\s*{/);
    expect(css).not.toContain('.bg-red-500');
    expect(css.trim().endsWith('body { margin: 0; }')).toBe(true);
  });

  it('writes a package manifest and a Tailwind config that is a loadable module', async () => {
    const files = await fileMap(sampleSite());
    const manifest = JSON.parse(String(files['package.json']));
    expect(manifest).toMatchObject({
      name: 'my-sample-site',
      version: '1.0.0',
      private: true,
      main: 'app.js',
    });
    expect(manifest.devDependencies.tailwindcss).toMatch(/^\^4\./);
    const config = await import(
      `data:text/javascript,${encodeURIComponent(String(files['tailwind.config.js']))}`
    );
    expect(config.default).toEqual({
      content: ['./index.html', './app.js'],
      theme: { extend: { colors: { brand: '#123456' } } },
    });
  });

  it('embeds the app tree and turns component hooks into functions', async () => {
    const script = String((await fileMap(sampleSite()))['app.js']);
    expect(script).toContain('const APP = {"entry":[{"type":"router","routerType":"browser"');
    expect(script).toContain('"hooks":[0]');
    expect(script).toContain(
      "function (element, params, searchParams, navigate, useEffect) {\nelement.querySelector('output')",
    );
    expect(script).toContain('start(APP, HOOKS);');
  });

  it('refuses hook code that does not parse, naming the component', async () => {
    const input: SiteInput = {
      app: {
        type: 'appEntry',
        entry: [{ type: 'component', name: 'Broken', content: [], hooks: ['}); alert(1); ({'] }],
      },
    };
    await expect(buildSite(input)).rejects.toThrow(/^Invalid hook code in component Broken: /);
  });

  it('refuses input that is not an evaluated project, naming the place', async () => {
    await expect(
      buildSite({ app: { type: 'appEntry', entry: [{ type: 'element', tag: '1x' }] } } as never),
    ).rejects.toThrow(SiteBuildError);
    await expect(buildSite({} as never)).rejects.toThrow(/^Invalid site input at app: /);
  });
});

describe('buildSite: public files (exportPublicFiles rules)', () => {
  const withFiles = (publicFiles: SiteInput['publicFiles']): SiteInput => ({ ...sampleSite(), publicFiles });
  const paths = async (input: SiteInput) =>
    (await buildSite(input)).map((f) => f.path).filter((p) => p.startsWith('public/'));

  it('drops the leading slash and puts files under public/, bytes kept as bytes', async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const files = await buildSite(
      withFiles([
        { path: '/img/logo.png', content: bytes.buffer },
        { path: 'public/a.txt', content: '' },
      ]),
    );
    expect(files.find((f) => f.path === 'public/img/logo.png')?.content).toEqual(bytes);
    expect(files.find((f) => f.path === 'public/a.txt')?.content).toBe('');
  });

  it("refuses index.html in any case: 'Cannot write to index.html'", async () => {
    await expect(buildSite(withFiles([{ path: '/INDEX.html', content: 'x' }]))).rejects.toThrow(
      'Cannot write to index.html',
    );
    await expect(buildSite(withFiles([{ path: 'public/index.html', content: 'x' }]))).rejects.toThrow(
      'Cannot write to index.html',
    );
  });

  it('refuses paths that leave the folder or are empty', async () => {
    await expect(buildSite(withFiles([{ path: '../../etc/passwd', content: 'x' }]))).rejects.toThrow(
      'Invalid public file path: ../../etc/passwd',
    );
    await expect(buildSite(withFiles([{ path: '/', content: 'x' }]))).rejects.toThrow(
      'Invalid file, it must have a path',
    );
  });

  it('keeps the last file of a path', async () => {
    const input = withFiles([
      { path: 'a.txt', content: 'one' },
      { path: '/a.txt', content: 'two' },
    ]);
    expect(await paths(input)).toEqual(['public/a.txt']);
    expect((await buildSite(input)).find((f) => f.path === 'public/a.txt')?.content).toBe('two');
  });
});
