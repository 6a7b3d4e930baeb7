import type { FunctionDeclaration } from 'estree';
import { block, identifier } from './estree.js';
import { dataOutput, defineFexNode, flowInput, flowOutput } from './io.js';
import { appendStatement, closeBlock, increaseDepth, readState } from './state.js';

export const fexFunctionEnd = defineFexNode({
  definitionName: 'fexFunctionEnd',
  description: 'Closes the innermost function and declares it; its name can then be called.',
  keywords: ['function', 'end', 'block'],
  inputs: [flowInput('flow', 'Body', true)],
  outputs: [flowOutput(), dataOutput('function', 'Function')],
  rule: ({ inputs }) => {
    const { block: fn, state } = closeBlock(readState(inputs.flow, 'flow'), 'function');
    const declaration: FunctionDeclaration = {
      type: 'FunctionDeclaration',
      id: identifier(fn.name),
      params: fn.params.map(identifier),
      body: block(fn.body),
      async: fn.async,
      generator: false,
    };
    return { flow: increaseDepth(appendStatement(state, declaration)), function: identifier(fn.name) };
  },
});
