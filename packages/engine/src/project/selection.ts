import type { Project } from './project.js';

/** The selected nodes; deleted nodes drop out of it (spec 2 §4 Selection and level). */
export class Selection {
  #ids = new Set<string>();
  readonly dispose: () => void;

  constructor(readonly project: Project) {
    this.dispose = project.onChange(({ changes }) => {
      for (const change of changes) if (change.type === 'nodeRemoved') this.#ids.delete(change.node.id);
    });
  }

  get ids(): ReadonlySet<string> {
    return this.#ids;
  }

  set(ids: Iterable<string>): void {
    const state = this.project.state;
    this.#ids = new Set([...ids].filter((id) => state.hasNode(id)));
  }

  clear(): void {
    this.#ids.clear();
  }
}
