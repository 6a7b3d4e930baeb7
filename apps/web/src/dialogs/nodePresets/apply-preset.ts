import type { EditorApi } from '../../editor/index.js';
import { type NodePreset, presetEdits } from '../../services/presets.js';

/** Applies a preset's params to a node of its definition in one undo step; false when refused. */
export function applyPreset(editor: EditorApi, nodeId: string, preset: NodePreset): boolean {
  const node = editor.getNode(nodeId);
  if (!node || node.definitionName !== preset.definitionName) return false;
  // a node keeps only the params set on it; its definition names the rest
  const names = new Set([
    ...Object.keys(node.params),
    ...(editor.definitionOf(nodeId)?.parameters.map((p) => p.name) ?? []),
  ]);
  const edits = presetEdits(preset, nodeId, names);
  return edits.length > 0 && editor.setParamFields(edits);
}
