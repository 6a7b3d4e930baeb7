import { describe, expect, it } from 'vitest';
import { restApiCall } from '../data/restApiCall.js';
import { switchInput } from '../flowControl/switchInput.js';
import { createBuiltInRegistry } from '../index.js';
import { defineNode } from '../shared/define.js';
import { describeNode, formatNodeHelp } from './index.js';

const sample = defineNode({
  definitionName: 'sample',
  description: 'A sample node.',
  category: 'test',
  async: true,
  localSingleton: true,
  keywords: ['demo'],
  availableContexts: ['taskContext'],
  inputs: [
    { identifier: 'second', label: 'Second', dataType: 'number', orderHint: 2 },
    {
      identifier: 'items',
      label: 'Items',
      dataType: 'array',
      isMultiInput: true,
      minInstances: 1,
      maxInstances: 5,
      orderHint: 1,
      required: true,
    },
  ],
  parameters: [
    {
      name: 'late',
      label: 'Late',
      dataType: 'string',
      defaultValue: 'x',
      widget: 'string',
      order: 2,
      description: 'comes last',
    },
    {
      name: 'mode',
      label: 'Mode',
      dataType: 'string',
      defaultValue: 'a',
      widget: 'menu_single',
      order: 1,
      options: [
        { label: 'A', value: 'a' },
        { label: 'B', value: 'b' },
      ],
      hideWhen: '$late == ""',
    },
  ],
  outputs: [{ identifier: 'out', label: 'Out', dataType: 'object', description: 'the result' }],
});

describe('describeNode (structured help for the node help panel)', () => {
  it('orders inputs by orderHint and params by order, keeping every fact', () => {
    const help = describeNode(sample.definition);
    expect(help).toMatchObject({
      definitionName: 'sample',
      category: 'test',
      description: 'A sample node.',
      traits: ['async', 'one per level'],
      availableContexts: ['taskContext'],
    });
    expect(help.inputs.map((i) => i.identifier)).toEqual(['items', 'second']);
    expect(help.inputs[0]).toMatchObject({ required: true, multiInput: { min: 1, max: 5 } });
    expect(help.params.map((p) => p.name)).toEqual(['mode', 'late']);
    expect(help.params[0]).toMatchObject({ defaultValue: 'a', options: [{ value: 'a' }, { value: 'b' }] });
    expect(help.outputs).toEqual([
      { identifier: 'out', label: 'Out', dataType: 'object', description: 'the result', required: false },
    ]);
  });

  it('states ranges of a real node: switchInput "index 0 to 10"', () => {
    expect(describeNode(switchInput.definition).params[0]).toMatchObject({
      name: 'index',
      min: 0,
      max: 10,
      defaultValue: 0,
    });
  });
});

describe('formatNodeHelp (plain text)', () => {
  it('prints description, inputs, params with defaults and ranges, and outputs', () => {
    expect(formatNodeHelp(describeNode(sample.definition))).toBe(
      [
        'sample (test)',
        'A sample node.',
        '',
        'Traits: async, one per level',
        'Allowed in: taskContext',
        'Keywords: demo',
        '',
        'Inputs:',
        '  items (Items): array, required, multi-input (1 to 5 wires)',
        '  second (Second): number',
        '',
        'Params:',
        '  mode (Mode): string, menu_single widget, default "a"',
        '      options: "a", "b"',
        '      hidden when $late == ""',
        '  late (Late): string, string widget, default "x"',
        '      comes last',
        '',
        'Outputs:',
        '  out (Out): object',
        '      the result',
      ].join('\n'),
    );
  });

  it('shows a range and the spec defaults of restApiCall', () => {
    const text = formatNodeHelp(describeNode(restApiCall.definition));
    expect(text).toContain('  method (Method): string, menu_single widget, default "GET"');
    expect(text).toContain('      options: "GET", "POST", "PUT", "DELETE"');
    expect(text).toContain('Inputs:\n  none');
    const withRange = formatNodeHelp(describeNode(switchInput.definition));
    expect(withRange).toContain('  index (Index): number, int widget, default 0, range 0 to 10');
  });
});

describe('help for every registered node', () => {
  it('names every input, param and output of every built-in definition', () => {
    const incomplete = createBuiltInRegistry()
      .list()
      .filter((definition) => {
        const text = formatNodeHelp(describeNode(definition));
        const names = [
          ...definition.inputs.map((i) => `  ${i.identifier} (`),
          ...definition.parameters.map((p) => `  ${p.name} (`),
          ...definition.outputs.map((o) => `  ${o.identifier} (`),
        ];
        return !text.includes(definition.description) || names.some((name) => !text.includes(name));
      })
      .map((definition) => definition.definitionName);
    expect(incomplete).toEqual([]);
  });
});
