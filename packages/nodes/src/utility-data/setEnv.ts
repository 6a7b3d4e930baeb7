import { NodeRuleError } from '@nodeloom/engine';
import { objectFromJsonOrObject } from '../data/plain-object.js';
import { defineNode } from '../shared/define.js';
import { ENV_NAME } from './env-names.js';

/**
 * Spec 2 §3: "setEnv (envs object, read as @NAME, passed down levels, local singleton)". The
 * engine passes the evaluated envs down to the levels below; a changed setEnv dirties getEnv nodes.
 */
export const setEnv = defineNode({
  definitionName: 'setEnv',
  description:
    'Sets environment values for this level and the levels below it, read in expressions as @NAME and by getEnv. A value set here overrides the same name from a parent level. One per level.',
  category: 'utility/settings',
  keywords: ['env', 'environment', 'variables', 'set', 'config'],
  localSingleton: true,
  parameters: [
    {
      name: 'envs',
      label: 'Envs',
      description: 'an object of NAME: value pairs, as JSON',
      dataType: 'object',
      defaultValue: {},
      widget: 'string_multiline',
    },
  ],
  outputs: [{ identifier: 'envs', label: 'Envs', dataType: 'object' }],
  rule: ({ params }) => {
    const envs = objectFromJsonOrObject(params.envs, 'Invalid input, envs is not an object');
    const badName = Object.keys(envs).find((name) => !ENV_NAME.test(name));
    if (badName !== undefined) throw new NodeRuleError(`Invalid identifier: ${badName}`);
    return { envs };
  },
});
