import { hostsSubLevel } from '../events/hosting.js';
import type { Project } from './project.js';

/**
 * The level the user works in (a node id, or undefined for Root). When its node is removed it falls
 * back to the nearest surviving ancestor that is a level or context node (spec 1 §4 Current level).
 */
export class CurrentLevel {
  #levelId: string | undefined;
  /** ancestors of the current level, nearest first, remembered because a deleted node's parents are gone too */
  #ancestors: string[] = [];
  readonly dispose: () => void;

  constructor(readonly project: Project) {
    this.dispose = project.onChange(({ changes }) => {
      if (changes.some((c) => c.type === 'nodeRemoved' && c.node.id === this.#levelId)) this.#fallBack();
    });
  }

  get id(): string | undefined {
    return this.#levelId;
  }

  set(levelId: string | undefined): void {
    this.#levelId = levelId;
    this.#ancestors = [];
    const state = this.project.state;
    for (let at = levelId === undefined ? undefined : state.getNode(levelId)?.parentId; at !== undefined; ) {
      this.#ancestors.push(at);
      at = state.getNode(at)?.parentId;
    }
  }

  #fallBack(): void {
    const state = this.project.state;
    if (this.#levelId === undefined || state.hasNode(this.#levelId)) return;
    const survivor = this.#ancestors.find((id) => {
      const node = state.getNode(id);
      return node !== undefined && hostsSubLevel(this.project.registry, node);
    });
    this.set(survivor);
  }
}
