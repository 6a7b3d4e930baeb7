import { identifier } from './estree.js';
import { assertIdentifier } from './identifier.js';
import { dataOutput, defineFexNode, flowInput, flowOutput, stringParam } from './io.js';
import { openBlock, readState } from './state.js';

export const fexTryCatchStart = defineFexNode({
  definitionName: 'fexTryCatchStart',
  description:
    'Opens a try-catch: nodes after "try" may throw, nodes after "catch" handle the error, until fexTryCatchEnd.',
  keywords: ['try', 'catch', 'error', 'exception', 'block'],
  inputs: [flowInput()],
  parameters: [stringParam('errorName', 'Error name', 'error', 0)],
  outputs: [
    flowOutput('try', 'Try', 'Code that may throw'),
    flowOutput('catch', 'Catch', 'Code run with the error'),
    dataOutput('error', 'Error'),
  ],
  rule: ({ inputs, params, node }) => {
    const state = readState(inputs.flow, 'flow');
    const errorName = assertIdentifier(params.errorName);
    return {
      try: openBlock(state, { kind: 'tryCatch', id: node.id, branch: 'try', errorName, body: [] }),
      catch: openBlock(state, { kind: 'tryCatch', id: node.id, branch: 'catch', errorName, body: [] }),
      error: identifier(errorName),
    };
  },
});
