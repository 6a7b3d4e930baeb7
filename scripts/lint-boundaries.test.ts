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
    return [...output.matchAll(/lint\/style\/(noRestrictedImports|noRestrictedGlobals)/g)].map((m) => m[1]!);
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
    ['React in the editor', 'apps/web/src/editor', "import { useState } from 'react';"],
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

  it('lets a folder import a lower floor through its public entry (the probes can pass)', () => {
    const source = "import type { EditorApi } from '../editor/index.js';\nexport type R = EditorApi;\n";
    expect(refusals(join('apps/web/src/graph-editor', probe('allowed')), source)).toEqual([]);
  });

  it('biome.json holds exactly the overrides scripts/web-layers.mjs writes', () => {
    const run = spawnSync(process.execPath, ['scripts/web-layers.mjs', '--check'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
