#!/usr/bin/env node
// The web app's floors (docs/architecture.md, "The web app") and the package boundaries, written
// into biome.json as noRestrictedImports / noRestrictedGlobals overrides. Run after changing the
// table: `node scripts/web-layers.mjs` (biome.json is rewritten; `--check` only compares).
import { readFileSync, writeFileSync } from 'node:fs';

/** Lowest first: a folder may import its own files and folders of lower floors, nothing else. */
export const WEB_FLOORS = [
  ['base'],
  ['editor', 'ui', 'code-view'],
  ['state', 'diff-view'],
  ['services'],
  ['collab', 'find', 'project-files', 'assets', 'layout'],
  ['editor-react'],
  ['expression-editor', 'collab-react', 'udn', 'actions', 'preview'],
  ['graph-editor'],
  ['dialogs'],
  ['workspace'],
  ['pages'],
  ['app'],
];

/** Only these may reach the network directly (the typed API client and the signed-URL upload). */
const NETWORK_FILES = ['apps/web/src/services/api.ts', 'apps/web/src/assets/put-file.ts'];

const PACKAGES = ['api', 'engine', 'nodes', 'site', 'cli'];
const PACKAGE_SOURCES = {
  group: ['@nodeloom/*/src', '@nodeloom/*/src/**', ...PACKAGES.map((name) => `**/${name}/src/**`)],
  message: "Import a package through its public entry (tests: its 'testing' subpath), never its src/.",
};

function editorEntryOnly() {
  return {
    group: ['**/editor/**', '!**/editor/index.js', '!**/editor/testing/**'],
    message:
      'Outside apps/web/src/editor, import the editor only through editor/index.js (tests: editor/testing).',
  };
}

function folderRule(folder, floor) {
  const higher = WEB_FLOORS.flatMap((names, at) => (at >= floor ? names : [])).filter((n) => n !== folder);
  const patterns = [
    {
      group: higher.flatMap((n) => [`**/${n}/**`]),
      message: `apps/web/src/${folder} may import only lower floors of the web app (docs/architecture.md, "The web app").`,
    },
    PACKAGE_SOURCES,
  ];
  if (folder !== 'editor') patterns.push(editorEntryOnly());
  const options = { patterns };
  if (folder === 'editor')
    options.paths = {
      react: 'The editor layer lives outside React: views read it through apps/web/src/editor-react.',
      'react-dom': 'The editor layer lives outside React.',
      '@xyflow/react': 'The editor layer lives outside React: the canvas binds it in graph-editor/.',
    };
  return {
    includes: [`apps/web/src/${folder}/**`],
    linter: { rules: { style: { noRestrictedImports: { level: 'error', options } } } },
  };
}

const engineRule = {
  includes: ['packages/engine/src/**'],
  linter: {
    rules: {
      style: {
        noRestrictedImports: {
          level: 'error',
          options: {
            paths: {
              fs: 'The engine may not use Node built-ins.',
              path: 'The engine may not use Node built-ins.',
              crypto: 'The engine may not use Node built-ins.',
            },
            patterns: [
              { group: ['node:*', 'node:*/**'], message: 'The engine may not use Node built-ins.' },
              {
                group: ['react', 'react/**', 'react-*', 'react-*/**'],
                message: 'The engine is pure TypeScript: no React.',
              },
              {
                group: ['@nodeloom/*', '@nodeloom/**'],
                message: 'The engine depends on no other package of ours.',
              },
              PACKAGE_SOURCES,
            ],
          },
        },
      },
    },
  },
};

const everywhere = {
  includes: ['packages/*/src/**', 'apps/*/src/**', 'bench/**', 'e2e/**'],
  linter: {
    rules: {
      style: { noRestrictedImports: { level: 'error', options: { patterns: [PACKAGE_SOURCES] } } },
    },
  },
};

const network = {
  includes: ['apps/web/src/**', ...NETWORK_FILES.map((f) => `!${f}`)],
  linter: {
    rules: {
      style: {
        noRestrictedGlobals: {
          level: 'error',
          options: {
            deniedGlobals: {
              fetch: 'Only the API service (services/api.ts) and the upload module reach the network.',
              XMLHttpRequest:
                'Only the API service (services/api.ts) and the upload module reach the network.',
            },
          },
        },
      },
    },
  },
};

export function overrides() {
  return [
    everywhere,
    engineRule,
    ...WEB_FLOORS.flatMap((names, floor) => names.map((folder) => folderRule(folder, floor))),
    network,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = new URL('../biome.json', import.meta.url);
  const config = JSON.parse(readFileSync(file, 'utf8'));
  const next = { ...config, overrides: overrides() };
  const text = `${JSON.stringify(next, null, 2)}\n`;
  if (process.argv.includes('--check')) {
    const same = JSON.stringify(config.overrides) === JSON.stringify(next.overrides);
    if (!same) {
      console.error(
        'biome.json is not what scripts/web-layers.mjs writes: run `node scripts/web-layers.mjs`.',
      );
      process.exit(1);
    }
  } else writeFileSync(file, text);
}
