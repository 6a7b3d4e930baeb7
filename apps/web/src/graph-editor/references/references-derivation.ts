import type { GraphNode } from '@nodeloom/engine';
import type { EditorApi } from '../../editor/index.js';
import { type ReferenceLink, type ReferenceVisibility, referenceLinks } from './reference-links.js';

const NONE: ReferenceLink[] = [];

/** What a node's links are made of: its expressions and reference path (params), its name and level. */
function sameLinkInputs(a: GraphNode | undefined, b: GraphNode | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.params === b.params &&
    a.customParams === b.customParams &&
    a.name === b.name &&
    a.parentId === b.parentId
  );
}

/**
 * The links of the shown level, recomputed only when what they are made of changed — the level's
 * nodes' params, names or levels (copy-on-write in the engine), the selection or the preferences —
 * and not when a node only moved (a drag's every step): the same array otherwise, as
 * useSyncExternalStore needs.
 */
export class ReferencesDerivation {
  #ids: readonly string[] = [];
  #nodes: (GraphNode | undefined)[] = [];
  #selection: ReadonlySet<string> | undefined;
  #visibility = '';
  #links: ReferenceLink[] = NONE;

  derive(editor: EditorApi, expressions: ReferenceVisibility, nodes: ReferenceVisibility): ReferenceLink[] {
    const visibility = `${expressions}/${nodes}`;
    if (expressions === 'none' && nodes === 'none') {
      this.#visibility = visibility;
      this.#ids = [];
      this.#nodes = [];
      this.#links = NONE;
      return NONE;
    }
    const ids = editor.view.levelNodeIds();
    const selection = editor.selection.ids();
    if (
      visibility === this.#visibility &&
      selection === this.#selection &&
      ids.length === this.#ids.length &&
      ids.every((id, i) => id === this.#ids[i] && sameLinkInputs(editor.nodes.get(id), this.#nodes[i]))
    )
      return this.#links;
    this.#ids = ids;
    this.#nodes = ids.map((id) => editor.nodes.get(id));
    this.#selection = selection;
    this.#visibility = visibility;
    const levelId = editor.nodes.get(editor.view.levelId())?.id;
    this.#links = referenceLinks({
      graph: editor.graph,
      levelId,
      levelNodeIds: ids,
      selection,
      expressions,
      nodes,
      referencePath: (id) => editor.params.entry(id, 'path')?.value,
    });
    return this.#links;
  }
}
