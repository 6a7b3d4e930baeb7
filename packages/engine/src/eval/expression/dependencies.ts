import type { Expr } from './ast.js';

export interface ExpressionDependencies {
  /** `$name` of the owner */
  params: string[];
  /** `path.$name` of other nodes */
  nodeParams: Array<{ path: string; name: string }>;
  /** `@NAME` / `@@NAME` */
  env: Array<{ name: string; strict: boolean }>;
}

/** What an expression reads, found statically from its tree (each item once, in reading order). */
export function expressionDependencies(expr: Expr): ExpressionDependencies {
  const out: ExpressionDependencies = { params: [], nodeParams: [], env: [] };
  const seen = new Set<string>();
  const once = (key: string) => !seen.has(key) && Boolean(seen.add(key));
  const visit = (e: Expr): void => {
    switch (e.type) {
      case 'param':
        if (once(`$${e.name}`)) out.params.push(e.name);
        break;
      case 'nodeParam':
        if (once(`${e.path}.$${e.name}`)) out.nodeParams.push({ path: e.path, name: e.name });
        break;
      case 'env':
        if (once(`@${e.strict ? '@' : ''}${e.name}`)) out.env.push({ name: e.name, strict: e.strict });
        break;
      case 'unary':
        visit(e.operand);
        break;
      case 'binary':
      case 'logical':
        visit(e.left);
        visit(e.right);
        break;
      case 'call':
        e.args.forEach(visit);
        break;
      case 'literal':
        break;
    }
  };
  visit(expr);
  return out;
}

/** Node names a path mentions (not `.`/`..`): renaming or creating such a node may change what it reaches. */
export function pathNames(path: string): string[] {
  return path.split('/').filter((s) => s !== '' && s !== '.' && s !== '..');
}
