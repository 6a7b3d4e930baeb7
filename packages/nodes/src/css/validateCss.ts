import { NodeRuleError } from '@nodeloom/engine';
import { type CssNode, type Declaration, generate, lexer, parse, walk } from 'css-tree';

function position(node: CssNode): string {
  return node.loc ? ` (line ${node.loc.start.line}, column ${node.loc.start.column})` : '';
}

/** Values of known properties checked against the CSS grammar css-tree ships; custom and unknown properties pass. */
function valueProblem(declaration: Declaration): string | undefined {
  if (declaration.property.startsWith('--')) return undefined;
  const match = lexer.matchProperty(declaration.property, declaration.value);
  // a reference error means css-tree does not know the property (vendor or future ones)
  if (!match.error || match.error.name === 'SyntaxReferenceError') return undefined;
  const value = generate(declaration.value).trim();
  if (value === '') return `Empty value for "${declaration.property}"${position(declaration)}`;
  return `Invalid value for "${declaration.property}": ${value}${position(declaration)}`;
}

/** Problems found while parsing and checking a stylesheet with css-tree; empty when the CSS is valid. */
export function cssProblems(css: string): string[] {
  const problems: string[] = [];
  const ast = parse(css, {
    positions: true,
    parseValue: true,
    onParseError: (error) => {
      // css-tree's errors carry line and column, which its published types omit
      const { line, column } = error as typeof error & { line?: number; column?: number };
      const where = line === undefined ? '' : ` (line ${line}, column ${column})`;
      problems.push(`${error.message}${where}`);
    },
  });
  walk(ast, {
    visit: 'Declaration',
    enter: (declaration: Declaration) => {
      const problem = valueProblem(declaration);
      if (problem) problems.push(problem);
    },
  });
  return problems;
}

/** Spec 2 §5: any problem fails as 'Invalid CSS: ' plus the messages. */
export function assertValidCss(css: string): void {
  const problems = cssProblems(css);
  if (problems.length > 0) throw new NodeRuleError(`Invalid CSS: ${problems.join('; ')}`);
}
