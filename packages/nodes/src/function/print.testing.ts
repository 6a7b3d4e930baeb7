import { fexAstToJs } from './fexAstToJs.js';
import { run } from './run-rule.testing.js';

/** The JavaScript fexAstToJs prints for a flow or an expression. */
export function print(ast: unknown): string {
  return String(run(fexAstToJs, { inputs: { ast } }).code);
}
