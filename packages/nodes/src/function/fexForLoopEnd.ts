import { block } from './estree.js';
import { defineFexNode, flowInput, flowOutput } from './io.js';
import { appendStatement, closeBlock, increaseDepth, readState } from './state.js';

export const fexForLoopEnd = defineFexNode({
  definitionName: 'fexForLoopEnd',
  description: 'Closes the innermost for loop; the code after it continues after the loop.',
  keywords: ['for', 'loop', 'end', 'block'],
  inputs: [flowInput('flow', 'Body', true)],
  outputs: [flowOutput()],
  rule: ({ inputs }) => {
    const { block: loop, state } = closeBlock(readState(inputs.flow, 'flow'), 'forLoop');
    const statement = {
      type: 'ForStatement' as const,
      init: loop.init,
      test: loop.test,
      update: loop.update,
      body: block(loop.body),
    };
    return { flow: increaseDepth(appendStatement(state, statement)) };
  },
});
