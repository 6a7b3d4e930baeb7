import { describe, expect, it } from 'vitest';
import { ruleResult } from '../utility-data/rule-context.testing.js';
import { taskEnd } from './taskEnd.js';
import { taskStart } from './taskStart.js';

describe('"taskStart (parameter taskName) and taskEnd: both pass input through to output and are async"', () => {
  it.each([
    ['taskStart', taskStart],
    ['taskEnd', taskEnd],
  ])('%s is async and passes its input through', async (_name, module) => {
    expect(module.definition.async).toBe(true);
    expect(module.definition.availableContexts).toEqual(['taskContext']);
    expect(await ruleResult(module, { inputs: { input: { job: 1 } } })).toEqual({ output: { job: 1 } });
    expect(await ruleResult(module)).toEqual({ output: undefined });
  });

  it('taskStart has the taskName parameter, taskEnd none', () => {
    expect(taskStart.definition.parameters.map((p) => p.name)).toEqual(['taskName']);
    expect(taskEnd.definition.parameters).toEqual([]);
  });
});
