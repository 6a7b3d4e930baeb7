import { NodeRuleError } from '@nodeloom/engine';
import { binary, declaration, identifier } from './estree.js';
import { toExpression } from './expression.js';
import { assertIdentifier } from './identifier.js';
import { dataInput, dataOutput, defineFexNode, flowInput, flowOutput, stringParam } from './io.js';
import { openBlock, readState } from './state.js';

function numberParam(name: string, label: string, defaultValue: number, order: number) {
  return { name, label, dataType: 'number' as const, defaultValue, widget: 'float' as const, order };
}

export const fexForLoopStart = defineFexNode({
  definitionName: 'fexForLoopStart',
  description:
    'Opens a counting loop: for (let i = from; i < to; i += step). Nodes after it build the loop body until fexForLoopEnd.',
  keywords: ['for', 'loop', 'repeat', 'block'],
  inputs: [
    flowInput(),
    dataInput('from', 'From', { description: 'Overrides the from param' }),
    dataInput('to', 'To', { description: 'Overrides the to param' }),
  ],
  parameters: [
    stringParam('indexName', 'Index name', 'i', 0),
    numberParam('from', 'From', 0, 1),
    numberParam('to', 'To', 10, 2),
    numberParam('step', 'Step', 1, 3),
  ],
  outputs: [
    flowOutput('flow', 'Body', 'The loop body: connect it to the nodes inside the loop'),
    dataOutput('index', 'Index'),
  ],
  rule: ({ inputs, params, connected, node }) => {
    const state = readState(inputs.flow, 'flow');
    const index = assertIdentifier(params.indexName);
    const step = Number(params.step);
    if (!Number.isFinite(step) || step === 0)
      throw new NodeRuleError('Invalid step, it must be a non-zero number');
    const from = toExpression(connected.from ? inputs.from : Number(params.from), 'from');
    const to = toExpression(connected.to ? inputs.to : Number(params.to), 'to');
    const flow = openBlock(state, {
      kind: 'forLoop',
      id: node.id,
      body: [],
      init: declaration('let', identifier(index), from),
      test: binary(step > 0 ? '<' : '>', identifier(index), to),
      update: {
        type: 'AssignmentExpression',
        operator: '+=',
        left: identifier(index),
        right: toExpression(step, 'step'),
      },
    });
    return { flow, index: identifier(index) };
  },
});
