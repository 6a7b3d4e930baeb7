import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { requireNumber } from '../shared/numbers.js';
import { FAKER_TYPES } from './faker-types.js';

/** The options a call gets: a wired object as is, JSON text parsed, empty text none. */
function parseOptions(value: unknown): { options?: unknown; problem?: string } {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'string') return { options: value };
  if (value.trim() === '') return {};
  try {
    return { options: JSON.parse(value) };
  } catch (error) {
    return { problem: `options are not valid JSON (${(error as Error).message})` };
  }
}

export const faker = defineNode({
  definitionName: 'faker',
  description:
    'Fake data from @faker-js/faker: pick a type (module.method), a seed for repeatable values, and options as JSON. If the call fails with the options, it is retried without them.',
  category: 'generator',
  keywords: ['faker', 'fake', 'mock', 'random', 'generate', 'lorem', 'name'],
  inputs: [input('options', 'Options', 'object', { description: 'overrides the options param when wired' })],
  parameters: [
    param.int('seed', 'Seed', 0),
    param.menu('type', 'Type', FAKER_TYPES, 'word.adjective'),
    param.multiline('options', 'Options', '', {
      description: 'JSON passed to the faker method, e.g. {"max": 10}',
    }),
  ],
  outputs: [output('value', 'Value', 'inferred')],
  rule: async (ctx) => {
    // faker (with its English data) loads here, not with the node library
    const { fakerInstance, fakerMethod } = await import('./faker-catalogue.js');
    const type = String(ctx.params.type);
    const generate = fakerMethod(type);
    if (!generate) throw new NodeRuleError(`Invalid input, unknown faker type: ${type}`);
    const seed = requireNumber(ctx.params.seed);
    const { options, problem } = parseOptions(
      ctx.connected.options ? ctx.inputs.options : ctx.params.options,
    );
    const run = (args: unknown[]) => {
      fakerInstance.seed(seed);
      return generate(...args);
    };
    if (problem === undefined && options !== undefined) {
      try {
        return { value: run([options]) };
      } catch (error) {
        // spec 2 §8: faker retries without options on failure
        ctx.warn(`faker ${type} failed with the options, retried without them: ${(error as Error).message}`);
      }
    } else if (problem) {
      ctx.warn(`faker ${type}: ${problem}; generated without options`);
    }
    try {
      return { value: run([]) };
    } catch (error) {
      throw new NodeRuleError(`faker ${type} failed: ${(error as Error).message}`);
    }
  },
});
