#!/usr/bin/env node
// The repository's import boundaries (docs/architecture.md): the packages, the server's floors, the
// web app's floors, and that nothing outside an app imports its src/ (an app neither the other's;
// bench/ reaches the web app only through @nodeloom/web/testing), written into biome.json as
// noRestrictedImports / noRestrictedGlobals / noJsRestrictedProperties overrides. Run after changing
// a table: `node scripts/layers.mjs` (biome.json is rewritten; `--check` only compares).
//
// Biome applies the LAST override that matches a file to a rule (options are replaced, not merged),
// so every override below carries the whole list of patterns for its files, and the specific ones
// come after the general ones.
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

/**
 * The server's floors (apps/server/src), lowest first, for production files: a floor imports its own
 * files and lower floors. Above them: app.ts, main.ts, index.ts (the composition) and test/ (helpers
 * of tests, which may build the whole app).
 */
export const SERVER_FLOORS = [
  ['db', 'storage', 'mail'],
  ['http'],
  ['project-log', 'sites'],
  ['auth', 'seed'],
  ['permissions'],
  ['modules'],
  ['collab', 'jobs', 'docs'],
];
/** The server's top: nothing below may import it. */
const SERVER_TOP = ['test'];
/** How deep a module's folders go (modules/<area>/<sub>/…); deeper folders need another entry here. */
const MODULE_DEPTHS = [1, 2, 3];

/** Only these may reach the network directly (the API client, its typed routes, the signed-URL upload). */
const NETWORK_FILES = [
  'apps/web/src/services/api.ts',
  'apps/web/src/services/api-client.ts',
  'apps/web/src/assets/put-file.ts',
];

const PACKAGES = ['api', 'engine', 'nodes', 'site', 'cli', 'sync'];
const PACKAGE_SOURCES = {
  group: ['@nodeloom/*/src', '@nodeloom/*/src/**', ...PACKAGES.map((name) => `**/${name}/src/**`)],
  message: "Import a package through its public entry (tests: its 'testing' subpath), never its src/.",
};
const APP_PACKAGES = {
  group: ['@nodeloom/server', '@nodeloom/server/**', '@nodeloom/web', '@nodeloom/web/**'],
  message: 'Nothing depends on an app (docs/architecture.md, "Packages").',
};
const BASE = [PACKAGE_SOURCES, APP_PACKAGES];

/** Node's built-ins by exact name (bare and with their subpaths); `node:*` is refused by pattern. */
const NODE_BUILTINS = [
  ...['assert', 'assert/strict', 'async_hooks', 'buffer', 'child_process', 'cluster', 'console'],
  ...['crypto', 'dgram', 'diagnostics_channel', 'dns', 'dns/promises', 'events', 'fs', 'fs/promises'],
  ...['http', 'http2', 'https', 'inspector', 'module', 'net', 'os', 'path', 'path/posix', 'path/win32'],
  ...['perf_hooks', 'process', 'querystring', 'readline', 'readline/promises', 'repl', 'stream'],
  ...['stream/promises', 'stream/web', 'string_decoder', 'timers', 'timers/promises', 'tls', 'tty'],
  ...['url', 'util', 'util/types', 'v8', 'vm', 'wasi', 'worker_threads', 'zlib'],
];

function rule(includes, patterns, paths) {
  const options = paths ? { paths, patterns } : { patterns };
  return { includes, linter: { rules: { style: { noRestrictedImports: { level: 'error', options } } } } };
}

/** In an app: the other app's sources, by any relative path. */
function otherApp(other) {
  return {
    group: [`**/${other}/src`, `**/${other}/src/**`, `**/apps/${other}/**`],
    message: `An app never imports another app's src/: share code through a package (docs/architecture.md).`,
  };
}

/** Outside the apps: no app's sources by any path (test helpers too: shared ones live in a package). */
const NO_APP_SOURCES = {
  group: ['**/apps/**', '**/server/src', '**/server/src/**', '**/web/src', '**/web/src/**'],
  message:
    "Outside an app, import none of its src/ (its test helpers neither): share code through a package's entry (docs/architecture.md).",
};
/** The one way a bench reaches an app: the web app's declared testing entry (the editor fixture). */
const BENCH_APP_PACKAGES = {
  group: [...APP_PACKAGES.group, '!@nodeloom/web/testing'],
  message: 'Nothing depends on an app; a bench may use @nodeloom/web/testing (the editor fixture) only.',
};

// ---- packages ----------------------------------------------------------------------------------

const everywhere = rule(['packages/*/src/**', 'apps/*/src/**', 'bench/**', 'e2e/**', 'scripts/**'], BASE);
const packages = rule(['packages/*/src/**'], [...BASE, NO_APP_SOURCES]);
const engine = rule(
  ['packages/engine/src/**'],
  [
    { group: ['node:*', 'node:*/**'], message: 'The engine may not use Node built-ins.' },
    {
      group: ['react', 'react/**', 'react-*', 'react-*/**'],
      message: 'The engine is pure TypeScript: no React.',
    },
    { group: ['@nodeloom/*', '@nodeloom/**'], message: 'The engine depends on no other package of ours.' },
    NO_APP_SOURCES,
    PACKAGE_SOURCES,
  ],
  Object.fromEntries(NODE_BUILTINS.map((name) => [name, 'The engine may not use Node built-ins.'])),
);
/** The sync client runs in the browser, the server's tests and the benches: no Node, no React. */
const sync = rule(
  ['packages/sync/src/**'],
  [
    { group: ['node:*', 'node:*/**'], message: 'The sync client may not use Node built-ins.' },
    { group: ['react', 'react/**', 'react-*', 'react-*/**'], message: 'The sync client is pure TypeScript.' },
    {
      group: ['@nodeloom/nodes', '@nodeloom/site', '@nodeloom/cli'],
      message: 'The sync client speaks the protocol (@nodeloom/api) over the engine only.',
    },
    NO_APP_SOURCES,
    ...BASE,
  ],
  Object.fromEntries(NODE_BUILTINS.map((name) => [name, 'The sync client may not use Node built-ins.'])),
);
const outside = [
  rule(['scripts/**', 'e2e/**'], [...BASE, NO_APP_SOURCES]),
  rule(['bench/**'], [PACKAGE_SOURCES, BENCH_APP_PACKAGES, NO_APP_SOURCES]),
];

// ---- the server --------------------------------------------------------------------------------

const SERVER = 'apps/server/src';
const TEST_FILES = ['**/*.test.ts', '**/*.testing.ts'];

/** Outside modules/<area>/: another module only through its index.ts (tests: its *.testing.ts). */
const MODULE_ENTRY_FROM_OUTSIDE = {
  group: ['**/modules/*/**', '!**/modules/*/index.js', '!**/modules/*/*.testing.js'],
  message: 'Import a server module only through its index.ts (tests: its *.testing.ts), never its internals.',
};

/** In a file `depth` folders below modules/<area>/ (1: modules/<area>/file.ts): another module's internals. */
function moduleEntryFrom(depth) {
  const up = '../'.repeat(depth);
  return {
    group: [`${up}*/**`, `!${up}../**`, `!${up}*/index.js`, `!${up}*/*.testing.js`],
    message: MODULE_ENTRY_FROM_OUTSIDE.message,
  };
}

const serverBase = [...BASE, otherApp('web'), MODULE_ENTRY_FROM_OUTSIDE];

function serverHigher(floor) {
  const names = [...SERVER_FLOORS.flatMap((n, at) => (at >= floor ? n : [])), ...SERVER_TOP];
  return (folder) => ({
    group: [...names.filter((n) => n !== folder).map((n) => `**/${n}/**`), '**/app.js', '**/main.js'],
    message: `apps/server/src/${folder} may import only lower floors of the server (docs/architecture.md, "The server").`,
  });
}

function serverFloorRules() {
  return SERVER_FLOORS.flatMap((names, floor) =>
    names.map((folder) =>
      rule(
        [`${SERVER}/${folder}/**`, ...TEST_FILES.map((t) => `!${SERVER}/${folder}/${t}`)],
        [...serverBase, serverHigher(floor)(folder)],
      ),
    ),
  );
}

function moduleRules() {
  const floor = SERVER_FLOORS.findIndex((names) => names.includes('modules'));
  const higher = serverHigher(floor)('modules');
  // modules/index.ts registers every area's routes.ts; the matrix tests beside it use the fixtures.
  const top = {
    group: ['./*/**', '!./*/index.js', '!./*/*.testing.js', '!./*/routes.js'],
    message: MODULE_ENTRY_FROM_OUTSIDE.message,
  };
  const rules = [
    rule([`${SERVER}/modules/*`], [...serverBase, top]),
    rule(
      [`${SERVER}/modules/*`, ...TEST_FILES.map((t) => `!${SERVER}/modules/${t}`)],
      [...serverBase, top, higher],
    ),
  ];
  for (const depth of MODULE_DEPTHS) {
    const files = `${SERVER}/modules/*/${'*/'.repeat(depth - 1)}*`;
    const patterns = [...serverBase, moduleEntryFrom(depth)];
    rules.push(rule([files], patterns));
    rules.push(rule([files, ...TEST_FILES.map((t) => `!${SERVER}/modules/${t}`)], [...patterns, higher]));
  }
  return rules;
}

// ---- the web app -------------------------------------------------------------------------------

function editorEntryOnly() {
  return {
    group: ['**/editor/**', '!**/editor/index.js', '!**/editor/testing/**'],
    message:
      'Outside apps/web/src/editor, import the editor only through editor/index.js (tests: editor/testing).',
  };
}

const OUTSIDE_REACT =
  'The editor layer lives outside React: views read it through apps/web/src/editor-react.';

function folderRule(folder, floor) {
  const higher = WEB_FLOORS.flatMap((names, at) => (at >= floor ? names : [])).filter((n) => n !== folder);
  const patterns = [
    {
      group: higher.flatMap((n) => [`**/${n}/**`]),
      message: `apps/web/src/${folder} may import only lower floors of the web app (docs/architecture.md, "The web app").`,
    },
    ...BASE,
    otherApp('server'),
  ];
  if (folder !== 'editor') patterns.push(editorEntryOnly());
  if (folder !== 'collab')
    patterns.push({
      group: ['@nodeloom/sync', '@nodeloom/sync/**'],
      message: 'Only apps/web/src/collab (the collaboration session) uses the sync client.',
    });
  let paths;
  if (folder === 'editor') {
    patterns.push({ group: ['react/**', 'react-dom/**', '@xyflow/react/**'], message: OUTSIDE_REACT });
    paths = {
      react: OUTSIDE_REACT,
      'react-dom': 'The editor layer lives outside React.',
      '@xyflow/react': 'The editor layer lives outside React: the canvas binds it in graph-editor/.',
    };
  }
  return rule([`apps/web/src/${folder}/**`], patterns, paths);
}

const webBase = rule(['apps/web/src/**'], [...BASE, otherApp('server')]);

const NETWORK_MESSAGE =
  'Only the API client (services/api-client.ts, services/api.ts) and the upload module reach the network.';
const network = {
  includes: ['apps/web/src/**', ...NETWORK_FILES.map((f) => `!${f}`)],
  linter: {
    rules: {
      style: {
        noRestrictedGlobals: {
          level: 'error',
          options: { deniedGlobals: { fetch: NETWORK_MESSAGE, XMLHttpRequest: NETWORK_MESSAGE } },
        },
      },
      nursery: {
        noJsRestrictedProperties: {
          level: 'error',
          options: {
            entries: ['globalThis', 'window', 'self'].flatMap((object) =>
              ['fetch', 'XMLHttpRequest'].map((property) => ({ object, property, message: NETWORK_MESSAGE })),
            ),
          },
        },
      },
    },
  },
};

export function overrides() {
  return [
    everywhere,
    packages,
    engine,
    sync,
    ...outside,
    rule([`${SERVER}/**`], serverBase),
    ...serverFloorRules(),
    ...moduleRules(),
    webBase,
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
      console.error('biome.json is not what scripts/layers.mjs writes: run `node scripts/layers.mjs`.');
      process.exit(1);
    }
  } else writeFileSync(file, text);
}
