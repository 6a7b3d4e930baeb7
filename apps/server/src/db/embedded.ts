import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openDatabase } from './database.js';
import { migrateDatabase, migrationsFolder } from './migrate.js';

/** How the data folder began: already in use, copied from the migrated template, or made from scratch. */
export type DataDirStart = 'reused' | 'template' | 'created';

/** A PostgreSQL data folder has PG_VERSION at its top once initdb has run. */
const isDataDir = (dir: string) => existsSync(join(dir, 'PG_VERSION'));

/** Where this machine keeps the migrated template of the current migrations. */
const templatePath = () => join(tmpdir(), `nodeloom-pglite-datadir-${migrationsFingerprint()}`);

/** Changes with the committed migrations, so a template never stands in for another schema. */
export function migrationsFingerprint(): string {
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const name of readdirSync(folder)
    .filter((file) => file.endsWith('.sql'))
    .sort()) {
    hash.update(name).update(readFileSync(join(folder, name)));
  }
  hash.update(readFileSync(join(folder, 'meta', '_journal.json')));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated data folder for the current migrations, made once per machine (in the OS temp folder):
 * PGlite's initdb takes seconds and most of a gigabyte, a copy of a finished folder a fraction of it.
 * Made in a folder of its own, migrated, closed cleanly, then renamed into place, so a reader never
 * sees half of one (a concurrent maker that loses the rename throws its copy away).
 */
async function migratedTemplate(): Promise<string> {
  const template = templatePath();
  if (isDataDir(template)) return template;
  const building = mkdtempSync(join(tmpdir(), 'nodeloom-pglite-building-'));
  try {
    const handle = await openDatabase({ kind: 'pglite-thread', dataDir: building });
    try {
      await migrateDatabase(handle);
    } finally {
      await handle.close();
    }
    renameSync(building, template);
  } catch (error) {
    rmSync(building, { recursive: true, force: true });
    if (!isDataDir(template)) throw error;
  }
  return template;
}

/**
 * Opens the embedded database on DATA_DIR in its own thread, migrated. A fresh DATA_DIR starts as
 * a copy of the migrated template (made first if this machine has none); one in use is opened as is.
 */
export async function openEmbeddedDatabase(
  dataDir: string,
  onExit?: (error: Error) => void,
): Promise<{ handle: DatabaseHandle; start: DataDirStart }> {
  let start: DataDirStart = 'reused';
  let template: string | undefined;
  if (!isDataDir(dataDir)) {
    start = isDataDir(templatePath()) ? 'template' : 'created';
    template = await migratedTemplate();
  }
  // The database thread copies the template (pglite-thread.mjs) while this one loads the app's modules (main.ts).
  const handle = await openDatabase({ kind: 'pglite-thread', dataDir, onExit, template });
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { handle, start };
}
