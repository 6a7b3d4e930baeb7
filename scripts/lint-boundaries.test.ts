import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

/** Lints one probe file written at `path` (removed after) and returns the rules that refused it. */
function refusals(path: string, source: string): string[] {
  const file = join(root, path);
  writeFileSync(file, source);
  try {
    const run = spawnSync(biome, ['lint', '--max-diagnostics=20', file], { cwd: root, encoding: 'utf8' });
    const output = `${run.stdout}${run.stderr}`;
    return [
      ...output.matchAll(
        /lint\/(?:style|nursery)\/(noRestrictedImports|noRestrictedGlobals|noJsRestrictedProperties)/g,
      ),
    ].map((m) => m[1]!);
  } finally {
    rmSync(file, { force: true });
  }
}

const probe = (name: string) => `__lint_probe_${name}__.ts`;

describe('the lint enforces the boundaries docs/architecture.md claims', () => {
  it.each([
    ['a Node built-in in the engine', 'packages/engine/src', "import { readFile } from 'node:fs/promises';"],
    ['react-dom in the engine', 'packages/engine/src', "import { createRoot } from 'react-dom/client';"],
    [
      'another package of ours in the engine',
      'packages/engine/src',
      "import { NODES } from '@nodeloom/nodes';",
    ],
    [
      "another package's src/ by path",
      'packages/engine/src',
      "import * as nodes from '../../nodes/src/index.js';",
    ],
    [
      "a package's src/ by name",
      'apps/server/src',
      "import * as engine from '@nodeloom/engine/src/index.js';",
    ],
    ['fs/promises in the engine', 'packages/engine/src', "import { readFile } from 'fs/promises';"],
    ['bare fs in the engine', 'packages/engine/src', "import { readFileSync } from 'fs';"],
    ['an app in a package', 'packages/api/src', "import * as app from '../../../apps/server/src/app.js';"],
    ['an app by name', 'packages/site/src', "import * as server from '@nodeloom/server';"],
    [
      'the sync client outside the collaboration floor',
      'apps/web/src/graph-editor',
      "import { EventSync } from '@nodeloom/sync';",
    ],
    ['a Node built-in in the sync client', 'packages/sync/src', "import { readFile } from 'fs/promises';"],
    ['React in the editor', 'apps/web/src/editor', "import { useState } from 'react';"],
    ['react/jsx-runtime in the editor', 'apps/web/src/editor', "import { jsx } from 'react/jsx-runtime';"],
    [
      'a react-dom subpath in the editor',
      'apps/web/src/editor',
      "import { createRoot } from 'react-dom/client';",
    ],
    [
      "the server's src/ in the web app",
      'apps/web/src/collab',
      "import { ProjectLog } from '../../../server/src/project-log/project-log.js';",
    ],
    [
      "the web app's src/ in the server",
      'apps/server/src/collab',
      "import { CollabSession } from '../../../web/src/collab/session.js';",
    ],
    [
      "an app's src/ in an end-to-end test",
      'e2e/support',
      "import { createApp } from '../../apps/server/src/app.js';",
    ],
    [
      "an app's production file in a bench",
      'bench',
      "import { createApp } from '../apps/server/src/app.js';",
    ],
    [
      "an app's test helper in a bench",
      'bench',
      "import { SyncClient } from '../apps/server/src/collab/sync-client.testing.js';",
    ],
    [
      "an app's test folder in a bench",
      'bench',
      "import { editorFixture } from '../apps/web/src/editor/testing/editor-fixture.js';",
    ],
    ["the server's entry in a bench", 'bench/collab', "import { loadConfig } from '@nodeloom/server';"],
    [
      "an app's src/ through its node_modules link in a bench",
      'bench',
      "import { editorFixture } from '../node_modules/@nodeloom/web/src/editor/testing/editor-fixture.js';",
    ],
    [
      "an app's test helper in a script",
      'scripts',
      "import { editorFixture } from '../apps/web/src/editor/testing/editor-fixture.js';",
    ],
    [
      "the web app's testing entry in a script",
      'scripts',
      "import { editorFixture } from '@nodeloom/web/testing';",
    ],
    [
      "an app's test helper in a package",
      'packages/sync/src',
      "import { SyncClient } from '../../../apps/server/src/collab/sync-client.testing.js';",
    ],
    [
      "another module's internals in a server module",
      'apps/server/src/modules/snapshots',
      "import { presentProject } from '../projects/present.js';",
    ],
    [
      "another module's internals from a module's subfolder",
      'apps/server/src/modules/openapi/contract',
      "import { presentProject } from '../../projects/present.js';",
    ],
    [
      "a module's internals from the socket",
      'apps/server/src/collab',
      "import { requireAccessTokenProject } from '../modules/sharing/service.js';",
    ],
    [
      'the socket in a server module',
      'apps/server/src/modules/projects',
      "import { collab } from '../../collab/plugin.js';",
    ],
    [
      'the jobs in a server module',
      'apps/server/src/modules/publishing',
      "import { jobs } from '../../jobs/plugin.js';",
    ],
    ['a module in auth', 'apps/server/src/auth', "import { presentMe } from '../modules/users/index.js';"],
    [
      'auth in the project log',
      'apps/server/src/project-log',
      "import { currentUser } from '../auth/guards.js';",
    ],
    ['the app in a low floor', 'apps/server/src/http', "import { buildApp } from '../app.js';"],
    ['a higher floor in base', 'apps/web/src/base', "import { toastsStore } from '../state/toasts.js';"],
    [
      'a page in a dialog',
      'apps/web/src/dialogs',
      "import { Workspace } from '../pages/workspace/Workspace.js';",
    ],
    [
      'the dialogs in the canvas',
      'apps/web/src/graph-editor',
      "import { DIALOG_COMMANDS } from '../dialogs/commands.js';",
    ],
    [
      'an editor internal in a view',
      'apps/web/src/graph-editor',
      "import { WorkspaceEditor } from '../editor/WorkspaceEditor.js';",
    ],
  ])('refuses %s', (_label, folder, line) => {
    const source = `${line}\nexport const used = [${line.match(/import (?:\* as )?\{? ?(\w+)/)![1]}];\n`;
    expect(refusals(join(folder, probe('import')), source)).toContain('noRestrictedImports');
  });

  it('refuses fetch in the editor and in a dialog (only the API service and the upload module reach the network)', () => {
    const call = "export const r = () => fetch('/api/nest/projects');\n";
    expect(refusals(join('apps/web/src/editor', probe('fetch')), call)).toContain('noRestrictedGlobals');
    expect(refusals(join('apps/web/src/dialogs', probe('fetch')), call)).toContain('noRestrictedGlobals');
  });

  it.each([
    ['globalThis.fetch', "export const r = () => globalThis.fetch('/api/nest/projects');\n"],
    ['window.fetch', "export const r = () => window.fetch('/api/nest/projects');\n"],
    ['fetch taken apart from globalThis', 'const { fetch: f } = globalThis;\nexport const r = f;\n'],
  ])('refuses %s outside the API client', (_label, call) => {
    expect(refusals(join('apps/web/src/services', probe('fetch')), call)).toContain(
      'noJsRestrictedProperties',
    );
  });

  it.each([
    [
      'a folder importing a lower floor through its public entry',
      'apps/web/src/graph-editor',
      "import type { EditorApi } from '../editor/index.js';",
    ],
    [
      "a server module using another module's index.ts",
      'apps/server/src/modules/snapshots',
      "import { presentProject } from '../projects/index.js';",
    ],
    [
      "a module's subfolder using a module's index.ts",
      'apps/server/src/modules/openapi/contract',
      "import { presentProject } from '../../projects/index.js';",
    ],
    [
      'the collaboration floor using the sync client',
      'apps/web/src/collab',
      "import { EventSync } from '@nodeloom/sync';",
    ],
    [
      'a module using a lower floor',
      'apps/server/src/modules/projects',
      "import { ProjectLog } from '../../project-log/project-log.js';",
    ],
    [
      "a module's test using another module's fixtures",
      'apps/server/src/modules/teams',
      "import { call } from '../projects/fixtures.testing.js';",
    ],
    [
      'the socket using a module entry',
      'apps/server/src/collab',
      "import { onAccessTokenRevoked } from '../modules/sharing/index.js';",
    ],
    [
      "a bench using the sync package's socket test client",
      'bench',
      "import { connect } from '@nodeloom/sync/testing/socket';",
    ],
    [
      "a bench using the web app's testing entry (the editor fixture)",
      'bench',
      "import { editorFixture } from '@nodeloom/web/testing';",
    ],
  ])('lets through %s (the probes can pass)', (_label, folder, line) => {
    const source = `${line}\nexport const used = [${line.match(/import (?:type )?\{ ?(\w+)/)![1]}];\n`;
    expect(refusals(join(folder, probe('allowed')), source)).toEqual([]);
  });

  it('biome.json holds exactly the overrides scripts/layers.mjs writes', () => {
    const run = spawnSync(process.execPath, ['scripts/layers.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
