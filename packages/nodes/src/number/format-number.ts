import type { NodeModule } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { inputFor, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { readField } from '../shared/read.js';

interface FormatNodeSpec {
  definitionName: string;
  description: string;
  keywords: string[];
  setting: {
    name: string;
    label: string;
    defaultValue: number;
    min: number;
    max: number;
    description?: string;
  };
  /** checks the setting (throwing the spec's message) and formats */
  format: (value: number, setting: number) => string;
}

/** toExponential, toFixed, toPrecision, toString: a number input and one integer setting, a string out. */
export function formatNumberNode(spec: FormatNodeSpec): NodeModule {
  const number = param.float('number', 'Number', 0);
  const { name, label, defaultValue, min, max, description } = spec.setting;
  return defineNode({
    definitionName: spec.definitionName,
    description: spec.description,
    keywords: spec.keywords,
    category: 'number',
    inputs: [inputFor(number)],
    parameters: [
      number,
      param.int(name, label, defaultValue, { min, max, ...(description ? { description } : {}) }),
    ],
    outputs: [output('result', 'Result', 'string')],
    rule: (ctx) => {
      const value = requireNumber(readField(ctx, 'number'));
      return { result: spec.format(value, requireNumber(ctx.params[name])) };
    },
  });
}
