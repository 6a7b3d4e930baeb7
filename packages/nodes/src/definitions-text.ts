import type { NodeDefinition } from '@nodeloom/engine';

/** Where the generated module lives, from the package's root. */
export const GENERATED_DEFINITIONS_PATH = 'src/definitions.generated.ts';

/**
 * The text of definitions.generated.ts: every built-in definition as data, parsed from one
 * string (the quickest to parse, and no type for the compiler to infer from 250 KiB of literals).
 * `node --conditions=source --import tsx packages/nodes/scripts/write-definitions.ts` writes it;
 * definitions.test.ts holds it equal to the definitions of the nodes' modules.
 */
export function definitionsModuleText(definitions: readonly NodeDefinition[]): string {
  const json = JSON.stringify(definitions);
  const literal = `'${json.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
  return [
    '// Generated from the built-in nodes by packages/nodes/scripts/write-definitions.ts: do not edit.',
    "import type { NodeDefinition } from '@nodeloom/engine';",
    '',
    '/** Every built-in node definition, without the rules (or their dependencies). */',
    '// biome-ignore format: one string, parsed once',
    `export const BUILT_IN_DEFINITIONS: readonly NodeDefinition[] = JSON.parse(${literal});`,
    '',
  ].join('\n');
}
