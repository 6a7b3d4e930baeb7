// Builds the runtime-contracts site for runtime-contracts.spec.ts: `build-contract-site.mts OUT_DIR`.
// The lazy image and the search setter are the outputs of the real lazyImage and searchParameters
// rules, so the spec checks the nodes and the runtime together. Run with tsx from sources.
import type { RuleContext } from '@nodeloom/engine';
import { builtInModules, type HtmlChild } from '@nodeloom/nodes';
import { buildSite, writeSite } from '@nodeloom/site';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: build-contract-site.mts OUT_DIR');

/** The outputs of a built-in node's rule for these params (defaults for the rest). */
async function outputsOf(definitionName: string, params: Record<string, unknown>) {
  const module = builtInModules().find((m) => m.definition.definitionName === definitionName);
  if (!module?.rule) throw new Error(`${definitionName} has no rule`);
  const defaults = Object.fromEntries(module.definition.parameters.map((p) => [p.name, p.defaultValue]));
  const ctx: RuleContext = {
    inputs: {},
    connected: {},
    params: { ...defaults, ...params },
    customParams: {},
    env: {},
    parentEnv: {},
    node: { id: definitionName, name: definitionName, definitionName, path: `/${definitionName}` },
    platform: { kind: 'node', fetch: globalThis.fetch, now: () => 0 },
    warn: () => {},
    log: () => {},
  };
  return (await module.rule(ctx)) as Record<string, HtmlChild>;
}

const el = (tag: string, attributes: Record<string, string>, ...children: HtmlChild[]): HtmlChild => ({
  type: 'element',
  tag,
  attributes,
  children,
});
const square = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="${fill}"/></svg>`;

const search = await outputsOf('searchParameters', { name: 'q' });
const lazy = await outputsOf('lazyImage', {
  url: '/full.svg',
  thumbnailUrl: '/thumb.svg',
  alt: 'A square',
  effect: 'black-and-white',
  delayMethod: 'debounce',
  delayTime: 50,
});
const page: HtmlChild[] = [
  el('p', { id: 'search-value' }, search.value),
  search.setter,
  // the image starts far below the viewport
  el('div', { style: 'height: 3000px' }),
  lazy.element,
];
const files = await buildSite({
  name: 'runtime contracts',
  app: {
    type: 'appEntry',
    entry: [
      {
        type: 'router',
        routerType: 'browser',
        routes: [{ type: 'route', isIndex: true, isLayout: false, element: page, children: [] }],
      },
    ],
  },
  publicFiles: [
    { path: 'public/thumb.svg', content: square('#cccccc') },
    { path: 'public/full.svg', content: square('#ff0000') },
  ],
});
await writeSite(files, outDir);
process.stdout.write(`Built ${files.length} files\n`);
