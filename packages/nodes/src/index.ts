import { DefinitionRegistry, type NodeModule } from '@nodeloom/engine';
import { categories } from './categories.js';

export * from './shared/constants.js';
export { defineNode } from './shared/define.js';
// params' declared ranges, for readers of display settings (sticky font weight, jump codes)
export { clampToParamRange, paramValueInRange } from './shared/param-range.js';

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

// everyday words and the nodes they mean (the tab menu's search)
export { COMMON_WORDS, commonWordNodes } from './common-words.js';
// node help text generated from definitions (help panel and `nodeloom help`)
export * from './help/index.js';
// the html data type's shapes and their schemas, for readers of html trees (the site builder)
export { htmlChildSchema, htmlSchema, pageMetaSchema, routeSchema } from './shared/html/schema.js';
export * from './shared/html/types.js';
export { categories };
