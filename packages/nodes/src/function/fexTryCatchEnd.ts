import type { TryStatement } from 'estree';
import { block, identifier } from './estree.js';
import { defineFexNode, flowInput, flowOutput } from './io.js';
import { appendStatement, closeBranches, readState } from './state.js';

export const fexTryCatchEnd = defineFexNode({
  definitionName: 'fexTryCatchEnd',
  description:
    'Closes the innermost try-catch from the ends of its branches; an unconnected catch ignores the error.',
  keywords: ['try', 'catch', 'end', 'block'],
  inputs: [flowInput('try', 'Try', true), flowInput('catch', 'Catch')],
  outputs: [flowOutput()],
  rule: ({ inputs, connected }) => {
    const ends = [
      readState(inputs.try, 'try'),
      ...(connected.catch ? [readState(inputs.catch, 'catch')] : []),
    ];
    const { first, second, block: tryCatch, state } = closeBranches(ends, 'tryCatch');
    const statement: TryStatement = {
      type: 'TryStatement',
      block: block(first),
      handler: { type: 'CatchClause', param: identifier(tryCatch.errorName), body: block(second ?? []) },
      finalizer: null,
    };
    return { flow: appendStatement(state, statement) };
  },
});
