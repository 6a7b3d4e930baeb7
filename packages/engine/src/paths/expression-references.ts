const PATH_CHAR = /[A-Za-z0-9_./]/;

/**
 * The node paths an expression names before `.$param` (e.g. '../box' in `../box.$width + 1`,
 * '/hex/page' in `/hex/page.$title`). A bare `$width` names the owner itself and is left out.
 * Used to clear references to deleted nodes; the evaluator has its own full parser.
 */
export function referencedPaths(expression: string): string[] {
  const paths: string[] = [];
  let at = expression.indexOf('.$');
  while (at !== -1) {
    let start = at;
    while (start > 0 && PATH_CHAR.test(expression[start - 1])) start--;
    if (start < at) paths.push(expression.slice(start, at));
    at = expression.indexOf('.$', at + 2);
  }
  return paths;
}
