import { defineNode } from '../shared/define.js';

/**
 * The whole environment as data, for debugging and for nodes that pass it on: what getEnv
 * would see with and without the local override.
 */
export const getEnvInternal = defineNode({
  definitionName: 'getEnvInternal',
  description:
    'Outputs every environment value visible at this node as one object (env: parent levels overridden by this level), and the parent levels only (parentEnv).',
  category: 'utility/settings',
  keywords: ['env', 'environment', 'variables', 'all', 'debug'],
  outputs: [
    { identifier: 'env', label: 'Env', dataType: 'object' },
    { identifier: 'parentEnv', label: 'Parent env', dataType: 'object' },
  ],
  rule: ({ env, parentEnv }) => ({ env: { ...env }, parentEnv: { ...parentEnv } }),
});
