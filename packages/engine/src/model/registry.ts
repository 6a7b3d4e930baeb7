import type { NodeDefinition } from './definition.js';
import type { NodeModule, Rule } from './rule.js';

/** The definition registry the node library fills from outside (spec 2 §3). */
export class DefinitionRegistry {
  readonly #modules = new Map<string, NodeModule>();

  register(module: NodeModule): void {
    this.#modules.set(module.definition.definitionName, module);
  }

  registerAll(modules: Iterable<NodeModule>): void {
    for (const module of modules) this.register(module);
  }

  unregister(definitionName: string): void {
    this.#modules.delete(definitionName);
  }

  has(definitionName: string): boolean {
    return this.#modules.has(definitionName);
  }

  get(definitionName: string): NodeDefinition | undefined {
    return this.#modules.get(definitionName)?.definition;
  }

  rule(definitionName: string): Rule | undefined {
    return this.#modules.get(definitionName)?.rule;
  }

  list(): NodeDefinition[] {
    return [...this.#modules.values()].map((m) => m.definition);
  }

  /** A registry with the same modules, that can grow apart (a project's UDNs on top of the library). */
  copy(): DefinitionRegistry {
    const copy = new DefinitionRegistry();
    copy.registerAll(this.#modules.values());
    return copy;
  }
}
