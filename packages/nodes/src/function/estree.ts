import type {
  ArrayExpression,
  BinaryExpression,
  BlockStatement,
  CallExpression,
  Expression,
  ExpressionStatement,
  Identifier,
  Literal,
  MemberExpression,
  Pattern,
  SpreadElement,
  Statement,
  UnaryExpression,
  VariableDeclaration,
} from 'estree';

/** Small ESTree factories, so node rules read as the code they build. */

export function identifier(name: string): Identifier {
  return { type: 'Identifier', name };
}

/** A literal; negative numbers become unary minus so printers never glue them to an operator. */
export function literal(value: string | number | boolean | null): Literal | UnaryExpression {
  if (typeof value === 'number' && (value < 0 || Object.is(value, -0))) {
    return {
      type: 'UnaryExpression',
      operator: '-',
      prefix: true,
      argument: { type: 'Literal', value: -value },
    };
  }
  return { type: 'Literal', value };
}

export function binary(
  operator: BinaryExpression['operator'],
  left: Expression,
  right: Expression,
): BinaryExpression {
  return { type: 'BinaryExpression', operator, left, right };
}

export function call(callee: Expression, args: Array<Expression | SpreadElement> = []): CallExpression {
  return { type: 'CallExpression', callee, arguments: args, optional: false };
}

export function member(object: Expression, property: Expression, computed: boolean): MemberExpression {
  return { type: 'MemberExpression', object, property, computed, optional: false };
}

export function array(elements: Array<Expression | SpreadElement>): ArrayExpression {
  return { type: 'ArrayExpression', elements };
}

export function block(body: Statement[]): BlockStatement {
  return { type: 'BlockStatement', body };
}

export function expressionStatement(expression: Expression): ExpressionStatement {
  return { type: 'ExpressionStatement', expression };
}

export function declaration(
  kind: VariableDeclaration['kind'],
  id: Pattern,
  init: Expression | null,
): VariableDeclaration {
  return { type: 'VariableDeclaration', kind, declarations: [{ type: 'VariableDeclarator', id, init }] };
}
