import type { IfStatement } from 'estree';
import { block } from './estree.js';
import { defineFexNode, flowInput, flowOutput } from './io.js';
import { appendStatement, closeBranches, readState } from './state.js';

export const fexIfElseEnd = defineFexNode({
  definitionName: 'fexIfElseEnd',
  description:
    'Closes the innermost if-else from the ends of its branches; the else branch may stay unconnected.',
  keywords: ['if', 'else', 'end', 'block'],
  inputs: [flowInput('thenFlow', 'Then', true), flowInput('elseFlow', 'Else')],
  outputs: [flowOutput()],
  rule: ({ inputs, connected }) => {
    const ends = [
      readState(inputs.thenFlow, 'thenFlow'),
      ...(connected.elseFlow ? [readState(inputs.elseFlow, 'elseFlow')] : []),
    ];
    const { first, second, block: ifElse, state } = closeBranches(ends, 'ifElse');
    const statement: IfStatement = {
      type: 'IfStatement',
      test: ifElse.test,
      consequent: block(first),
      alternate: second && second.length > 0 ? block(second) : null,
    };
    return { flow: appendStatement(state, statement) };
  },
});
