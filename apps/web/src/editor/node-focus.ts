import type { Project } from '@nodeloom/engine';
import { Emitter } from './emitter.js';

/**
 * The node the keyboard is on (docs/accessibility.md): not the selection — a keyboard user moves
 * focus over nodes and selects with Space, as a mouse user hovers and clicks. The canvas, the wire
 * picker, the tab menu and the announcer read it; a node deleted (by anyone) loses it.
 */
export class NodeFocus {
  readonly #emitter = new Emitter();
  readonly #project: Project;
  readonly #dispose: () => void;
  #current: string | undefined;

  constructor(project: Project) {
    this.#project = project;
    this.#dispose = project.onChange(() => {
      if (this.#current !== undefined && !project.graph.getNode(this.#current)) this.set(undefined);
    });
  }

  /** the focused node's id, if the keyboard is on a node */
  current = (): string | undefined => this.#current;

  /** focuses a node (undefined: none); an id the graph does not hold is ignored */
  set(id: string | undefined): void {
    const next = id !== undefined && this.#project.graph.getNode(id) ? id : undefined;
    if (next === this.#current) return;
    this.#current = next;
    this.#emitter.emit();
  }

  subscribe(listener: () => void): () => void {
    return this.#emitter.subscribe(listener);
  }

  dispose(): void {
    this.#dispose();
    this.#emitter.clear();
  }
}
