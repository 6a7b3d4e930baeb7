import { isDeepStrictEqual } from 'node:util';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { udns, udnVersionGroups } from '../db/schema/index.js';
import type { Executor } from '../project-log/graph-store.js';
import type { DemoProject } from './demo-graphs.js';
import type { DemoUdn } from './udn-demo.js';

/** A demo's UDN version with the id of its group. */
export type OfficialUdn = DemoUdn & { versionGroupId: string };

/** Every UDN version the demos use. */
function officialUdnsOf(demos: DemoProject[]): OfficialUdn[] {
  return demos.flatMap((demo) =>
    (demo.udnGroups ?? []).flatMap((group) =>
      group.versions.map((udn) => ({ ...udn, versionGroupId: group.id })),
    ),
  );
}

/** What a udns row stores of a version, as JSON gives it back (to compare with a stored row). */
function storedFields(udn: OfficialUdn) {
  return JSON.parse(
    JSON.stringify({
      versionGroupId: udn.versionGroupId,
      version: udn.version,
      versionDescription: udn.versionDescription,
      definition: udn.definition,
      editorConfig: null,
      graph: udn.graph,
    }),
  ) as Omit<typeof udns.$inferInsert, 'id'>;
}

/**
 * The demos' UDN versions the database does not hold as they are (missing, changed, or not
 * official): only those are written, so an unchanged one keeps its lastModifiedAt and the
 * browsers' UDN caches stay valid.
 */
export async function staleOfficialUdns(db: Database, demos: DemoProject[]): Promise<OfficialUdn[]> {
  const wanted = officialUdnsOf(demos);
  if (wanted.length === 0) return [];
  const rows = await db
    .select()
    .from(udns)
    .where(
      and(
        eq(udns.official, true),
        inArray(
          udns.id,
          wanted.map((udn) => udn.id),
        ),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return wanted.filter((udn) => {
    const row = byId.get(udn.id);
    if (!row) return true;
    const { id: _, userId: _owner, official: _official, createdAt: _c, lastModifiedAt: _m, ...stored } = row;
    return !isDeepStrictEqual(stored, storedFields(udn));
  });
}

/**
 * Writes these official UDN versions and their groups (no owner; everybody reads them, signed out too,
 * nobody changes them through the API), upserted by their fixed ids. A rewritten version gets a
 * new lastModifiedAt, so cached copies of it are fetched again.
 */
export async function writeOfficialUdns(tx: Executor, versions: OfficialUdn[]): Promise<void> {
  const owner = { userId: null, official: true };
  for (const groupId of new Set(versions.map((udn) => udn.versionGroupId))) {
    await tx
      .insert(udnVersionGroups)
      .values({ id: groupId, ...owner })
      .onConflictDoUpdate({ target: udnVersionGroups.id, set: owner });
  }
  for (const udn of versions) {
    const fields = { ...storedFields(udn), ...owner, lastModifiedAt: new Date() };
    await tx
      .insert(udns)
      .values({ id: udn.id, ...fields })
      .onConflictDoUpdate({ target: udns.id, set: fields });
  }
}
