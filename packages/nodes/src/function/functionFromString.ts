import { NodeRuleError } from '@nodeloom/engine';
import type { Expression, Program } from 'estree';
import { dataOutput, defineFexNode, flowOutput } from './io.js';
import { type BuilderState, emptyState } from './state.js';

export const FUNCTION_FROM_STRING_DEFAULT = 'function add(a, b) {\n  return a + b;\n}';

/** Parses with acorn, which loads with the first evaluation of such a node (not with the library). */
async function parseProgram(code: string): Promise<Program> {
  const { parse } = await import('acorn');
  try {
    return parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  } catch (error) {
    throw new NodeRuleError(`Invalid code: ${(error as Error).message}`);
  }
}

/** The program's first function, as an expression: a declaration becomes a function expression. */
function firstFunction(program: Program): Expression | undefined {
  for (const statement of program.body) {
    if (statement.type === 'FunctionDeclaration') return { ...statement, type: 'FunctionExpression' };
    if (
      statement.type === 'ExpressionStatement' &&
      (statement.expression.type === 'FunctionExpression' ||
        statement.expression.type === 'ArrowFunctionExpression')
    ) {
      return statement.expression;
    }
  }
  return undefined;
}

export const functionFromString = defineFexNode({
  definitionName: 'functionFromString',
  description:
    'Parses JavaScript source into the builder: the flow continues after its statements; function is its first function.',
  keywords: ['parse', 'source', 'javascript', 'string'],
  parameters: [
    {
      name: 'code',
      label: 'Code',
      dataType: 'string',
      defaultValue: FUNCTION_FROM_STRING_DEFAULT,
      widget: 'string_multiline',
      order: 0,
    },
  ],
  outputs: [flowOutput(), dataOutput('function', 'Function')],
  rule: async ({ params }) => {
    const program = await parseProgram(String(params.code ?? ''));
    const flow: BuilderState = { ...emptyState(), body: program.body as BuilderState['body'] };
    return { flow, function: firstFunction(program) };
  },
});
