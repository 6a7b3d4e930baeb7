// Loaded with the faker node's first evaluation (faker.ts); the type menu reads faker-types.ts.
import { base, en, Faker } from '@faker-js/faker';

/** One faker instance for the node, seeded before every call (rules run one at a time). */
export const fakerInstance = new Faker({ locale: [en, base] });

/** Modules that are not data categories: the core and the helpers, whose methods need functions or lists. */
const NOT_CATEGORIES = new Set(['fakerCore', 'rawDefinitions', 'definitions', 'helpers']);

type FakerMethod = (...args: unknown[]) => unknown;

function moduleOf(name: string): Record<string, unknown> | undefined {
  const module = (fakerInstance as unknown as Record<string, unknown>)[name];
  return typeof module === 'object' && module !== null ? (module as Record<string, unknown>) : undefined;
}

/** Public method names of a faker module, read from faker itself so the menu follows the installed version. */
function methodNames(module: Record<string, unknown>): string[] {
  const names = new Set<string>();
  for (
    let proto = Object.getPrototypeOf(module);
    proto && proto !== Object.prototype;
    proto = Object.getPrototypeOf(proto)
  )
    for (const name of Object.getOwnPropertyNames(proto))
      if (name !== 'constructor' && !name.startsWith('_') && typeof module[name] === 'function')
        names.add(name);
  return [...names].sort();
}

/** Every faker type as 'module.method' (e.g. word.adjective), read from the installed faker. */
export const CATALOGUE_TYPES: string[] = Object.keys(fakerInstance)
  .filter((name) => !NOT_CATEGORIES.has(name) && moduleOf(name))
  .sort()
  .flatMap((name) => methodNames(moduleOf(name)!).map((method) => `${name}.${method}`));

/** The faker method of a type, bound to its module; undefined for an unknown type. */
export function fakerMethod(type: string): FakerMethod | undefined {
  if (!CATALOGUE_TYPES.includes(type)) return undefined;
  const [moduleName, method] = type.split('.');
  const module = moduleOf(moduleName)!;
  return (module[method] as FakerMethod).bind(module);
}
