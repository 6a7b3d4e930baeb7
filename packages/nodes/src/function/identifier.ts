import { NodeRuleError } from '@nodeloom/engine';
import { parse } from 'acorn';

/**
 * True when `name` can be declared as a variable in a strict-mode module. Checked by parsing
 * `let <name>;` with acorn, which knows every reserved word and Unicode identifier rule.
 */
export function isValidIdentifier(name: string): boolean {
  if (typeof name !== 'string' || name.length === 0) return false;
  try {
    const program = parse(`let ${name};`, { ecmaVersion: 'latest', sourceType: 'module' });
    const [statement] = program.body;
    if (program.body.length !== 1 || statement.type !== 'VariableDeclaration') return false;
    const [declarator] = statement.declarations;
    return (
      statement.declarations.length === 1 &&
      declarator.id.type === 'Identifier' &&
      declarator.id.name === name &&
      declarator.init === null
    );
  } catch {
    return false;
  }
}

/** True when `name` may follow a dot (`object.name`): reserved words are allowed there. */
export function isValidPropertyName(name: string): boolean {
  if (typeof name !== 'string' || name.length === 0) return false;
  try {
    const program = parse(`_.${name};`, { ecmaVersion: 'latest', sourceType: 'module' });
    const [statement] = program.body;
    return (
      program.body.length === 1 &&
      statement.type === 'ExpressionStatement' &&
      statement.expression.type === 'MemberExpression' &&
      statement.expression.property.type === 'Identifier' &&
      statement.expression.property.name === name
    );
  } catch {
    return false;
  }
}

/** Returns the name when valid; throws the spec's 'Invalid identifier: ...' otherwise. */
export function assertIdentifier(name: unknown): string {
  const text = String(name ?? '');
  if (!isValidIdentifier(text)) throw new NodeRuleError(`Invalid identifier: ${text}`);
  return text;
}
