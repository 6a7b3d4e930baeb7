import type { GraphNode } from '@nodeloom/engine';
import type { EditorApi } from '../../editor/index.js';
import { type ReferenceLink, type ReferenceVisibility, referenceLinks } from './reference-links.js';

const NONE: ReferenceLink[] = [];

/**
 * The links of the shown level, recomputed only when the level's nodes (copy-on-write in the
 * engine), the selection or the preferences changed: the same array otherwise, as
 * useSyncExternalStore needs.
 */
export class ReferencesDerivation {
  #nodes: (GraphNode | undefined)[] = [];
  #selection: ReadonlySet<string> | undefined;
  #visibility = '';
  #links: ReferenceLink[] = NONE;

  derive(editor: EditorApi, expressions: ReferenceVisibility, nodes: ReferenceVisibility): ReferenceLink[] {
    const visibility = `${expressions}/${nodes}`;
    if (expressions === 'none' && nodes === 'none') {
      this.#visibility = visibility;
      this.#links = NONE;
      return NONE;
    }
    const ids = editor.view.levelNodeIds();
    const current = ids.map((id) => editor.nodes.get(id));
    const selection = editor.selection.ids();
    const same =
      visibility === this.#visibility &&
      selection === this.#selection &&
      current.length === this.#nodes.length &&
      current.every((node, i) => node === this.#nodes[i]);
    if (same) return this.#links;
    this.#nodes = current;
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
