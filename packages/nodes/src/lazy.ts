import type { NodeModule } from '@nodeloom/engine';
import { CATALOGUE } from './catalogue-names.js';

/**
 * The built-in nodes a category at a time (`@nodeloom/nodes/lazy`): a page loads the code of the
 * categories its graph uses before the graph is built and the rest after its first frame, so a
 * project of math nodes does not wait for the colour, JSON diff and function-builder code (issue 34:
 * script before the canvas's first Tab). Each loader brings a category's definitions and rules
 * together, so a graph never evaluates on a definition whose code has not come.
 */
export const categoryLoaders: Readonly<Record<string, () => Promise<readonly NodeModule[]>>> = {
  context: () => import('./context/index.js').then((c) => c.modules),
  level: () => import('./level/index.js').then((c) => c.modules),
  flowControl: () => import('./flowControl/index.js').then((c) => c.modules),
  math: () => import('./math/index.js').then((c) => c.modules),
  function: () => import('./function/index.js').then((c) => c.modules),
  number: () => import('./number/index.js').then((c) => c.modules),
  string: () => import('./string/index.js').then((c) => c.modules),
  array: () => import('./array/index.js').then((c) => c.modules),
  color: () => import('./color/index.js').then((c) => c.modules),
  generator: () => import('./generator/index.js').then((c) => c.modules),
  object: () => import('./object/index.js').then((c) => c.modules),
  json: () => import('./json/index.js').then((c) => c.modules),
  html: () => import('./html/index.js').then((c) => c.modules),
  export: () => import('./export/index.js').then((c) => c.modules),
  router: () => import('./router/index.js').then((c) => c.modules),
  react: () => import('./react/index.js').then((c) => c.modules),
  deployment: () => import('./deployment/index.js').then((c) => c.modules),
  'configs/preferences': () => import('./configs/index.js').then((c) => c.modules),
  data: () => import('./data/index.js').then((c) => c.modules),
  task: () => import('./task/index.js').then((c) => c.modules),
  unitTest: () => import('./unitTest/index.js').then((c) => c.modules),
  'utility/data': () => import('./utility-data/index.js').then((c) => c.modules),
  'utility/settings': () => import('./utility-data/index.js').then((c) => c.settingsModules),
  css: () => import('./css/index.js').then((c) => c.modules),
  animation: () => import('./animation/index.js').then((c) => c.modules),
  svg: () => import('./svg/index.js').then((c) => c.modules),
  asset: () => import('./asset/index.js').then((c) => c.modules),
  image: () => import('./image/index.js').then((c) => c.modules),
  'utility/viewer': () => import('./utility-viewer/index.js').then((c) => c.modules),
  'utility/organization': () => import('./utility-organization/index.js').then((c) => c.modules),
};

/**
 * Categories an open graph may need before the rest have loaded, whatever it holds: the editor's
 * own commands create their nodes (group into a level, a dot on a wire, a sticky note or a tray).
 */
export const EDITOR_CATEGORIES: readonly string[] = ['level', 'flowControl', 'utility/organization'];

const categoryByName: ReadonlyMap<string, string> = new Map(
  Object.entries(CATALOGUE).flatMap(([category, names]) => names.map((name) => [name, category] as const)),
);

/** The built-in categories holding these definition names; names of no built-in node (a UDN's) add none. */
export function categoriesOf(definitionNames: Iterable<string>): Set<string> {
  const found = new Set<string>();
  for (const name of definitionNames) {
    const category = categoryByName.get(name);
    if (category) found.add(category);
  }
  return found;
}
