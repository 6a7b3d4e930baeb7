import type { CreateNodePresetBody, NodePreset, UpdateNodePresetBody } from '@nodeloom/api';
import type { Database } from '../../db/database.js';
import { type NodePresetRow, nodePresets } from '../../db/schema/index.js';
import { deleteOwned, findOwned, insertOwned, listOwned, updateOwned } from '../../permissions/owned-rows.js';
import { NODE_PRESET_NOT_FOUND } from './policy.js';

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

export const listNodePresets = (db: Database, userId: string): Promise<NodePresetRow[]> =>
  listOwned(db, nodePresets, userId);

export const createNodePreset = (
  db: Database,
  userId: string,
  body: CreateNodePresetBody,
): Promise<NodePresetRow> => insertOwned(db, nodePresets, userId, body);

export const findNodePreset = (db: Database, userId: string, id: string) =>
  findOwned(db, nodePresets, id, userId, NODE_PRESET_NOT_FOUND);

export const updateNodePreset = (db: Database, userId: string, id: string, changes: UpdateNodePresetBody) =>
  updateOwned(db, nodePresets, id, userId, { ...changes, updatedAt: new Date() }, NODE_PRESET_NOT_FOUND);

export async function deleteNodePreset(db: Database, userId: string, id: string): Promise<void> {
  await deleteOwned(db, nodePresets, id, userId, NODE_PRESET_NOT_FOUND);
}
