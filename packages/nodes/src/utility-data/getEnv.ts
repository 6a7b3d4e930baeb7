import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { envKey } from './env-names.js';

/**
 * The getEnv rule (README "Conventions", getEnv): read the key from the environment at this
 * node (the parent levels' values overridden by this level's setEnv), or from the parent levels
 * only when disableLocalOverride is on. A variable counts as present when its key exists with a
 * value other than undefined. When it is absent, the fallback is used if it is set (neither
 * undefined, null nor ''); otherwise the node fails with 'Environment variable not found: KEY'.
 */
export const getEnv = defineNode({
  definitionName: 'getEnv',
  description:
    'Reads an environment value set by a setEnv on this level or a parent level (a local value overrides a parent one). Without the variable it outputs the fallback value, and fails when no fallback is set.',
  category: 'utility/settings',
  keywords: ['env', 'environment', 'variable', 'config', 'get'],
  parameters: [
    {
      name: 'key',
      label: 'Key',
      description: 'the variable name, e.g. API_URL (a leading @ is ignored)',
      dataType: 'string',
      defaultValue: '',
      required: true,
      widget: 'string',
      order: 0,
    },
    {
      name: 'disableLocalOverride',
      label: 'Disable local override',
      description: "read the parent levels' value, ignoring this level's setEnv",
      dataType: 'boolean',
      defaultValue: false,
      widget: 'toggle',
      order: 1,
    },
    {
      name: 'fallbackValue',
      label: 'Fallback value',
      description: 'output when the variable is not set; leave empty to fail instead',
      dataType: 'string',
      defaultValue: '',
      widget: 'string',
      order: 2,
    },
  ],
  outputs: [{ identifier: 'value', label: 'Value', dataType: 'inferred' }],
  rule: ({ params, env, parentEnv }) => {
    const key = envKey(params.key);
    if (!key) throw new NodeRuleError('Key is required');
    const source = params.disableLocalOverride ? parentEnv : env;
    if (Object.hasOwn(source, key) && source[key] !== undefined) return { value: source[key] };
    const fallback = params.fallbackValue;
    if (fallback !== undefined && fallback !== null && fallback !== '') return { value: fallback };
    throw new NodeRuleError(`Environment variable not found: ${key}`);
  },
});
