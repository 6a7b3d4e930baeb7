import type { NodeModule, ParamDefinition } from '@nodeloom/engine';
import { passThroughInput, passThroughOutput, passThroughRule } from '../flowControl/pass-through.js';
import { defineNode } from '../shared/define.js';

/**
 * Spec 2 §3: "taskStart (parameter taskName) and taskEnd: both pass input through to output and
 * are async". They live in the task context, where the engine matches a start with its end.
 */
export function defineTaskNode(
  definitionName: string,
  description: string,
  parameters: ParamDefinition[] = [],
): NodeModule {
  return defineNode({
    definitionName,
    description,
    category: 'task',
    keywords: ['task', 'job', 'run', definitionName === 'taskStart' ? 'start' : 'end'],
    async: true,
    availableContexts: ['taskContext'],
    inputs: [passThroughInput],
    parameters,
    outputs: [passThroughOutput],
    rule: passThroughRule,
  });
}
