/** The syntax tree of an expression (grammar in docs/expressions.md). */
export type BinaryOperator = '+' | '-' | '*' | '/' | '%' | '==' | '!=' | '<' | '<=' | '>' | '>=';
export type LogicalOperator = 'and' | 'or';
export type UnaryOperator = '-' | '+' | 'not';

export type Expr =
  | { type: 'literal'; value: string | number | boolean | null }
  /** `$name`: a param or custom param of the node that owns the expression */
  | { type: 'param'; name: string }
  /** `../box.$width`, `/hex/page/header.$title`: a param of the node at a path */
  | { type: 'nodeParam'; path: string; name: string }
  /** `@NAME` (strict false) or `@@NAME` (strict true) */
  | { type: 'env'; name: string; strict: boolean }
  | { type: 'unary'; op: UnaryOperator; operand: Expr }
  | { type: 'binary'; op: BinaryOperator; left: Expr; right: Expr }
  | { type: 'logical'; op: LogicalOperator; left: Expr; right: Expr }
  | { type: 'call'; name: string; args: Expr[] };
