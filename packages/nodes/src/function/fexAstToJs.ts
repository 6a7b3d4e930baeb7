import { NodeRuleError } from '@nodeloom/engine';
import { generate } from 'astring';
import type { Node } from 'estree';
import { defineFexNode, flowInput } from './io.js';
import { isBuilderState } from './state.js';

/** What gets printed: a whole builder state as a module, or a single ESTree node as is. */
function printable(value: unknown): Node {
  if (isBuilderState(value)) {
    const open = value.stack.at(-1);
    if (open) throw new NodeRuleError(`Unclosed ${open.kind} block`);
    return { type: 'Program', sourceType: 'module', body: value.body };
  }
  if (typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string') {
    return value as Node;
  }
  throw new NodeRuleError('Invalid input');
}

export const fexAstToJs = defineFexNode({
  definitionName: 'fexAstToJs',
  description: 'Prints the built code (a flow, or any syntax tree node) as JavaScript.',
  keywords: ['ast', 'javascript', 'print', 'generate', 'code'],
  inputs: [{ ...flowInput('ast', 'AST', true), description: 'A flow, an expression or any ESTree node' }],
  outputs: [{ identifier: 'code', label: 'Code', dataType: 'string' }],
  rule: ({ inputs }) => {
    const node = printable(inputs.ast);
    try {
      return { code: generate(node) };
    } catch (error) {
      throw new NodeRuleError(`Cannot print ${node.type}: ${(error as Error).message}`);
    }
  },
});
