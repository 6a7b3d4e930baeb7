/**
 * What a change to the drawn tree marks: the batch of the render group it belongs to (the nearest
 * render group at or above it, or the tree's top), which is then built again before it is next
 * drawn. A render group's own move or zoom marks the group above it instead: its batch stays, and
 * is drawn again under the new transform.
 */
export interface Batched {
  readonly isRenderGroup: boolean;
  readonly parent: Batched | null;
  batchStale: boolean;
}

export function markChanged(node: Batched, ownTransform = false): void {
  let at: Batched | null = ownTransform && node.isRenderGroup ? node.parent : node;
  if (!at) return;
  while (!at.isRenderGroup && at.parent) at = at.parent;
  at.batchStale = true;
}
