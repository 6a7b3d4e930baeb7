import type { EditorApi } from '../../editor/index.js';
import { type NodePreset, presetEdits } from '../../services/presets.js';
import { outcomeOf, type WriteOutcome } from '../library/editor-write.js';

/** Applies a preset's params to a node of its definition in one undo step; the editor's refusal comes back unshown. */
export function applyPreset(editor: EditorApi, nodeId: string, preset: NodePreset): WriteOutcome {
  const node = editor.nodes.get(nodeId);
  if (!node || node.definitionName !== preset.definitionName) return { done: false };
  // a node keeps only the params set on it; its definition names the rest
  const names = new Set([
    ...Object.keys(node.params),
    ...(editor.nodes.definitionOf(nodeId)?.parameters.map((p) => p.name) ?? []),
  ]);
  const edits = presetEdits(preset, nodeId, names);
  if (edits.length === 0) return { done: false };
  return outcomeOf(editor.params.setFields(edits));
}
