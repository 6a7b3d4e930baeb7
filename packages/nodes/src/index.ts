import { DefinitionRegistry, type NodeModule } from '@nodeloom/engine';
import { categories } from './categories.js';

export { defineNode } from './shared/define.js';
export * from './shared/constants.js';

/** Every built-in node module, category by category. */
export function builtInModules(): NodeModule[] {
  return categories.flatMap((c) => c.modules);
}

/** A registry holding every built-in node. */
export function createBuiltInRegistry(): DefinitionRegistry {
  const registry = new DefinitionRegistry();
  registry.registerAll(builtInModules());
  return registry;
}

export { categories };
