import { type Project, Selection } from '@nodeloom/engine';
import type { SelectMode } from './editor-types.js';
import type { SelectionApi } from './manager-api.js';

/**
 * `editor.selection`: the selected nodes of the level shown. `ids()` keeps its reference until the
 * content changes (a deleted node drops out in the engine); `changed` tells the views.
 */
export class EditorSelection implements SelectionApi {
  readonly #selection: Selection;
  #view: ReadonlySet<string> = new Set();

  constructor(
    project: Project,
    private readonly changed: () => void,
    private readonly levelNodeIds: () => readonly string[],
  ) {
    // it hears each batch before the editor refreshes its views
    this.#selection = new Selection(project);
  }

  ids = (): ReadonlySet<string> => this.#view;

  select = (ids: readonly string[], mode: SelectMode = 'replace'): void => {
    const current = this.#selection.ids;
    let next: Iterable<string> = ids;
    if (mode === 'add') next = [...current, ...ids];
    else if (mode === 'toggle') {
      const toggled = new Set(current);
      for (const id of ids) if (!toggled.delete(id)) toggled.add(id);
      next = toggled;
    }
    this.#selection.set(next);
    if (this.refresh()) this.changed();
  };

  selectAll = (): void => this.select(this.levelNodeIds());
  clear = (): void => this.select([]);

  /** Nothing selected, without telling the views (a level move tells them once). */
  reset(): void {
    this.#selection.clear();
    this.refresh();
  }

  /** A new snapshot when the content changed; true then. */
  refresh(): boolean {
    const ids = this.#selection.ids;
    const view = this.#view;
    if (ids.size === view.size && [...ids].every((id) => view.has(id))) return false;
    this.#view = new Set(ids);
    return true;
  }

  dispose(): void {
    this.#selection.dispose();
  }
}
