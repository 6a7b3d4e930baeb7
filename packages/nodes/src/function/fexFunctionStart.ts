import { NodeRuleError } from '@nodeloom/engine';
import { identifier } from './estree.js';
import { assertIdentifier } from './identifier.js';
import { defineFexNode, flowInput, flowOutput, stringParam } from './io.js';
import { openBlock, readState } from './state.js';

/** 'a, b' → ['a', 'b'], each a valid and distinct identifier. */
function parameterNames(text: unknown): string[] {
  const names = String(text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
    .map(assertIdentifier);
  const duplicate = names.find((name, i) => names.indexOf(name) !== i);
  if (duplicate) throw new NodeRuleError(`Duplicate parameter name: ${duplicate}`);
  return names;
}

export const fexFunctionStart = defineFexNode({
  definitionName: 'fexFunctionStart',
  description: 'Opens a function declaration; nodes after it build the function body until fexFunctionEnd.',
  keywords: ['function', 'declare', 'start', 'block'],
  inputs: [flowInput()],
  parameters: [
    stringParam('name', 'Name', 'main', 0),
    {
      ...stringParam('parameters', 'Parameters', '', 1),
      description: 'Parameter names, separated by commas',
    },
    { name: 'async', label: 'Async', dataType: 'boolean', defaultValue: false, widget: 'toggle', order: 2 },
  ],
  outputs: [
    flowOutput('flow', 'Body', 'The function body: connect it to the nodes inside the function'),
    {
      identifier: 'parameters',
      label: 'Parameters',
      dataType: 'array',
      description: 'The parameters as identifiers',
    },
  ],
  rule: ({ inputs, params, node }) => {
    const state = readState(inputs.flow, 'flow');
    const name = assertIdentifier(params.name);
    const names = parameterNames(params.parameters);
    const flow = openBlock(state, {
      kind: 'function',
      id: node.id,
      body: [],
      name,
      params: names,
      async: Boolean(params.async),
    });
    return { flow, parameters: names.map(identifier) };
  },
});
