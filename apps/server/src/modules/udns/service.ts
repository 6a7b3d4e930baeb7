import {
  type CreateUdnBody,
  type LibraryGraph,
  objectIdSchema,
  UDN_LATEST_DRAFT,
  type UdnMetadataRecord,
  type UpdateUdnBody,
} from '@nodeloom/api';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import semver from 'semver';
import type { Database } from '../../db/database.js';
import { type UdnRow, type UdnVersionGroupRow, udns, udnVersionGroups } from '../../db/schema/index.js';
import { ConflictError, ValidationError } from '../../http/errors.js';
import { deleteOwned, findOwned, updateOwned } from '../../permissions/owned-rows.js';
import type { Executor } from '../../project-log/graph-store.js';
import { readableUdns, UDN_NOT_FOUND, UDN_VERSION_GROUP_NOT_FOUND } from './policy.js';

export const UDN_VERSION_INVALID = 'version must be a semantic version such as 1.0.0';
export const UDN_PUBLISHED_READ_ONLY = 'A published UDN version cannot be changed; change the draft';

type StoredDefinition = Omit<UdnMetadataRecord['definition'], 'udnId' | 'version' | 'draft'>;

export function presentUdnMetadata(row: UdnRow): UdnMetadataRecord {
  return {
    definition: {
      ...(row.definition as StoredDefinition),
      udnId: row.id,
      version: row.version,
      draft: row.version === UDN_LATEST_DRAFT,
    },
    editorConfig: (row.editorConfig as Record<string, unknown> | null) ?? null,
    versionGroup: { id: row.versionGroupId },
    versionDescription: row.versionDescription,
    lastModifiedAt: row.lastModifiedAt.toISOString(),
  };
}

export function presentUdnWithGraph(row: UdnRow) {
  return {
    id: row.id,
    definitionName: (row.definition as StoredDefinition).definitionName,
    graph: row.graph as LibraryGraph,
    lastModifiedAt: row.lastModifiedAt.toISOString(),
  };
}

export async function listUdns(db: Database, userId: string, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(udns)
      .where(eq(udns.userId, userId))
      .orderBy(asc(udns.createdAt), asc(udns.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ value: count() }).from(udns).where(eq(udns.userId, userId)),
  ]);
  return { udns: rows.map(presentUdnMetadata), metadata: { totalCount: Number(total?.value ?? 0) } };
}

/**
 * The metadata of the UDNs with these ids, whoever owns them: what the server's fold of a project's
 * log needs to apply events that name them (project-log/graph-folder.ts). Never answered to a caller.
 */
export async function udnMetadataForFold(db: Executor, ids: readonly string[]): Promise<UdnMetadataRecord[]> {
  const wanted = [...new Set(ids)].filter((id) => objectIdSchema.safeParse(id).success);
  if (wanted.length === 0) return [];
  const rows = await db.select().from(udns).where(inArray(udns.id, wanted));
  return rows.map(presentUdnMetadata);
}

/**
 * The UDNs among the ids the caller (null: signed out) may read (policy.ts), in the order asked;
 * ids of other users' or unknown ones are left out.
 */
export async function udnsByIds(db: Database, userId: string | null, ids: string[]): Promise<UdnRow[]> {
  const rows = await db
    .select()
    .from(udns)
    .where(and(readableUdns(userId), inArray(udns.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

export async function createUdn(db: Database, userId: string, body: CreateUdnBody): Promise<UdnRow> {
  await findVersionGroup(db, userId, body.versionGroupId);
  const [row] = await db
    .insert(udns)
    .values({
      userId,
      versionGroupId: body.versionGroupId,
      version: UDN_LATEST_DRAFT,
      versionDescription: body.versionDescription ?? null,
      definition: body.definition,
      editorConfig: body.editorConfig ?? null,
      graph: body.graph,
    })
    .returning();
  return row!;
}

/** Changes the draft; published versions are frozen (409). */
export async function updateUdn(
  db: Database,
  userId: string,
  id: string,
  body: UpdateUdnBody,
): Promise<UdnRow> {
  const row = await findOwned(db, udns, id, userId, UDN_NOT_FOUND);
  if (row.version !== UDN_LATEST_DRAFT) throw new ConflictError(UDN_PUBLISHED_READ_ONLY, 'UdnPublished');
  return updateOwned(db, udns, id, userId, { ...body, lastModifiedAt: new Date() }, UDN_NOT_FOUND);
}

export async function deleteUdn(db: Database, userId: string, id: string): Promise<void> {
  await deleteOwned(db, udns, id, userId, UDN_NOT_FOUND);
}

/**
 * Publishes the UDN as `version`: a new record of the same group, copying definition, editor
 * config and graph. The version must be greater than every published version of the group.
 */
export async function publishUdnVersion(db: Database, userId: string, id: string, version: string) {
  // The route's pattern lets through numbers semver cannot hold (past 2^53), which it would throw on.
  if (!semver.valid(version)) throw new ValidationError(UDN_VERSION_INVALID);
  return db.transaction(async (tx) => {
    const source = await findOwned(tx as unknown as Database, udns, id, userId, UDN_NOT_FOUND);
    const versions = await tx
      .select({ version: udns.version })
      .from(udns)
      .where(eq(udns.versionGroupId, source.versionGroupId));
    const latest = versions
      .map((v) => v.version)
      .filter((v) => semver.valid(v))
      .sort(semver.rcompare)[0];
    if (latest && !semver.gt(version, latest)) {
      throw new ValidationError(`version must be greater than the latest version ${latest}`);
    }
    const [row] = await tx
      .insert(udns)
      .values({
        userId,
        versionGroupId: source.versionGroupId,
        version,
        versionDescription: source.versionDescription,
        definition: source.definition,
        editorConfig: source.editorConfig,
        graph: source.graph,
      })
      .returning();
    return row!;
  });
}

export function presentVersionGroup(row: UdnVersionGroupRow) {
  return { id: row.id, sharedDefinition: (row.sharedDefinition as Record<string, unknown> | null) ?? null };
}

export const findVersionGroup = (db: Database, userId: string, id: string) =>
  findOwned(db, udnVersionGroups, id, userId, UDN_VERSION_GROUP_NOT_FOUND);

export async function createVersionGroup(
  db: Database,
  userId: string,
  sharedDefinition: Record<string, unknown> | null | undefined,
): Promise<UdnVersionGroupRow> {
  const [row] = await db
    .insert(udnVersionGroups)
    .values({ userId, sharedDefinition: sharedDefinition ?? null })
    .returning();
  return row!;
}

export const updateVersionGroup = (
  db: Database,
  userId: string,
  id: string,
  sharedDefinition: Record<string, unknown> | null | undefined,
) =>
  sharedDefinition === undefined
    ? findVersionGroup(db, userId, id)
    : updateOwned(db, udnVersionGroups, id, userId, { sharedDefinition }, UDN_VERSION_GROUP_NOT_FOUND);

/** Deletes the group and, with it, every UDN version in it (no UDN may lack a group, spec 1 §5). */
export async function deleteVersionGroup(db: Database, userId: string, id: string): Promise<void> {
  await deleteOwned(db, udnVersionGroups, id, userId, UDN_VERSION_GROUP_NOT_FOUND);
}
