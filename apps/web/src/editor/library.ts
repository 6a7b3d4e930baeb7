import type { DefinitionRegistry, NodeDefinition } from '@nodeloom/engine';
import type { LibraryApi } from './manager-api.js';

/** What the library tells when definitions change: the shown nodes re-evaluate, UDN nodes follow. */
export interface LibraryHooks {
  reevaluate(udnIds: readonly string[]): void;
  applyAutomaticUpdates(): void;
  changed(): void;
}

/** `editor.library`: the definitions the project is built on, listed once per change (a stable reference). */
export class NodeLibrary implements LibraryApi {
  #definitions: readonly NodeDefinition[];

  constructor(
    readonly registry: DefinitionRegistry,
    private readonly hooks: LibraryHooks,
  ) {
    this.#definitions = registry.list();
  }

  definitions = (): readonly NodeDefinition[] => this.#definitions;

  added(): void {
    this.#definitions = this.registry.list();
    this.hooks.reevaluate([]);
    this.hooks.changed();
  }

  udnsChanged(udnIds: readonly string[]): void {
    this.#definitions = this.registry.list();
    this.hooks.reevaluate(udnIds);
    this.hooks.applyAutomaticUpdates();
    this.hooks.changed();
  }
}
