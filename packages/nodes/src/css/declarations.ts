// css-tree's reading of declarations; cssStringToObject.ts loads it with its first evaluation.
import { NodeRuleError } from '@nodeloom/engine';
import { camelCase } from 'change-case';
import { type Declaration, generate, parse, walk } from 'css-tree';

function keyOf(property: string, keyCase: string): string {
  // custom properties are case-sensitive names and stay as written
  if (keyCase !== 'camel' || property.startsWith('--')) return property;
  // React's style keys spell vendor prefixes with a capital (WebkitTransition), except ms
  const key = camelCase(property);
  return property.startsWith('-') && !property.startsWith('-ms-')
    ? key.charAt(0).toUpperCase() + key.slice(1)
    : key;
}

/** Reads "color: red; margin: 0" into { color: 'red', margin: '0' } with css-tree. */
export function declarationsToObject(css: string, keyCase = 'kebab'): Record<string, string> {
  const problems: string[] = [];
  const ast = parse(css, { context: 'declarationList', onParseError: (e) => problems.push(e.message) });
  if (problems.length > 0) throw new NodeRuleError(`Invalid CSS: ${problems.join('; ')}`);
  const result: Record<string, string> = {};
  walk(ast, {
    visit: 'Declaration',
    enter: (d: Declaration) => {
      result[keyOf(d.property, keyCase)] = `${generate(d.value).trim()}${d.important ? ' !important' : ''}`;
    },
  });
  return result;
}
