import type { NodeDefinition } from '@nodeloom/engine';

/** Where the generated modules live, from the package's root. */
export const GENERATED_DEFINITIONS_DIR = 'src/definitions';

const HEADER =
  '// Generated from the built-in nodes by packages/nodes/scripts/write-definitions.ts: do not edit.';

/** A module file's name for a category ('utility/data' → utility-data.generated.ts). */
const fileOf = (category: string) => `${category.replaceAll('/', '-')}.generated`;

/** An object key as the formatter writes it: quoted only when it must be. */
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** A JSON text as a single-quoted string literal. */
const literal = (value: unknown) =>
  `'${JSON.stringify(value).replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/**
 * The text of every generated definitions module, by file name: one module per category holding
 * its definitions as data (parsed from one string: the quickest to parse, and no type for the
 * compiler to infer from kilobytes of literals), and index.generated.ts with each definition's
 * category and a loader per category. So a graph is built on the definitions of the categories it
 * uses, without the nodes' code. packages/nodes/scripts/write-definitions.ts writes them;
 * definitions.test.ts holds them equal to the definitions of the nodes' modules.
 */
export function definitionsModuleTexts(definitions: readonly NodeDefinition[]): Map<string, string> {
  const byCategory = new Map<string, NodeDefinition[]>();
  for (const definition of definitions) {
    const list = byCategory.get(definition.category) ?? [];
    list.push(definition);
    byCategory.set(definition.category, list);
  }
  const files = new Map<string, string>();
  for (const [category, list] of byCategory) {
    files.set(
      `${fileOf(category)}.ts`,
      [
        HEADER,
        "import type { NodeDefinition } from '@nodeloom/engine';",
        '',
        `/** The built-in definitions of the ${category} category, without the rules (or their dependencies). */`,
        '// biome-ignore format: one string, parsed once',
        `export const DEFINITIONS: readonly NodeDefinition[] = JSON.parse(${literal(list)});`,
        '',
      ].join('\n'),
    );
  }
  const categoryOf = Object.fromEntries(definitions.map((d) => [d.definitionName, d.category]));
  files.set(
    'index.generated.ts',
    [
      HEADER,
      "import type { NodeDefinition } from '@nodeloom/engine';",
      '',
      '/** Each built-in definition’s category, by definition name. */',
      '// biome-ignore format: one string, parsed once',
      `export const CATEGORY_OF: Readonly<Record<string, string>> = JSON.parse(${literal(categoryOf)});`,
      '',
      '/** A category’s definitions (data only), each category a module of its own. */',
      'export const CATEGORY_DEFINITIONS: Readonly<',
      '  Record<string, () => Promise<{ DEFINITIONS: readonly NodeDefinition[] }>>',
      '> = {',
      ...[...byCategory.keys()].map(
        (category) => `  ${key(category)}: () => import('./${fileOf(category)}.js'),`,
      ),
      '};',
      '',
    ].join('\n'),
  );
  return files;
}
