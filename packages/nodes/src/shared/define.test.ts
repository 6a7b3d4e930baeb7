import { describe, expect, it } from 'vitest';
import { defineNode } from './define.js';
import { input, param } from './node-builder.js';

const base = { definitionName: 'probe', description: 'A probe.', category: 'utility' };

describe('defineNode', () => {
  it('orders params and inputs as they are listed when they do not state an order', () => {
    const { definition } = defineNode({
      ...base,
      inputs: [input('b', 'B', 'number'), input('a', 'A', 'number')],
      parameters: [param.float('y', 'Y', 0), param.float('x', 'X', 0)],
    });
    expect(definition.parameters.map((p) => [p.name, p.order])).toEqual([
      ['y', 0],
      ['x', 1],
    ]);
    expect(definition.inputs.map((i) => [i.identifier, i.orderHint])).toEqual([
      ['b', 0],
      ['a', 1],
    ]);
  });

  it('keeps an order a node states', () => {
    const { definition } = defineNode({
      ...base,
      inputs: [input('a', 'A', 'number', { orderHint: 5 })],
      parameters: [param.float('x', 'X', 0, { order: 7 }), param.float('y', 'Y', 0)],
    });
    expect(definition.parameters.map((p) => p.order)).toEqual([7, 1]);
    expect(definition.inputs[0]?.orderHint).toBe(5);
  });
});
