import type { CreateNodePresetBody, NodePreset, UpdateNodePresetBody } from '@nodeloom/api';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type NodePresetRow, nodePresets } from '../../db/schema/index.js';
import { deleteOwned, findOwned, updateOwned } from '../../permissions/owned-rows.js';

export const NODE_PRESET_NOT_FOUND = 'Node preset not found';

export function presentNodePreset(row: NodePresetRow): NodePreset {
  return {
    id: row.id,
    name: row.name,
    definitionName: row.definitionName,
    params: row.params as Record<string, unknown>,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function listNodePresets(db: Database, userId: string): Promise<NodePresetRow[]> {
  return db
    .select()
    .from(nodePresets)
    .where(eq(nodePresets.userId, userId))
    .orderBy(asc(nodePresets.createdAt), asc(nodePresets.id));
}

export async function createNodePreset(
  db: Database,
  userId: string,
  body: CreateNodePresetBody,
): Promise<NodePresetRow> {
  const [row] = await db
    .insert(nodePresets)
    .values({ userId, ...body })
    .returning();
  return row!;
}

export const findNodePreset = (db: Database, userId: string, id: string) =>
  findOwned(db, nodePresets, id, userId, NODE_PRESET_NOT_FOUND);

export const updateNodePreset = (db: Database, userId: string, id: string, changes: UpdateNodePresetBody) =>
  updateOwned(db, nodePresets, id, userId, { ...changes, updatedAt: new Date() }, NODE_PRESET_NOT_FOUND);

export async function deleteNodePreset(db: Database, userId: string, id: string): Promise<void> {
  await deleteOwned(db, nodePresets, id, userId, NODE_PRESET_NOT_FOUND);
}
