import { NodeRuleError } from '@nodeloom/engine';
import { type AppEntry, isAppEntry } from '../react/appEntry.js';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';

/** The branch whose deployment is the production site. */
export const PRODUCTION_BRANCH = 'main';
/** Spec 1 §9: a generic deploy message. */
export const DEFAULT_DEPLOYMENT_MESSAGE = 'Deploy from Nodeloom';

export interface DeploymentRequest {
  type: 'deployment';
  branch: string;
  message: string;
  production: boolean;
  entrypoint: AppEntry;
}

export const deploymentNode = defineNode({
  definitionName: 'deployment',
  description: 'Deploys the app from its entry point to a branch; main is production',
  category: 'deployment',
  keywords: ['publish', 'deploy', 'release', 'production'],
  availableContexts: ['htmlContext'],
  inputs: [input('entrypoint', 'Entrypoint', 'object', { required: true })],
  parameters: [
    param.string('branch', 'Branch', PRODUCTION_BRANCH, {
      required: true,
      description: 'main is production',
    }),
    param.string('message', 'Message', DEFAULT_DEPLOYMENT_MESSAGE, { required: true }),
  ],
  outputs: [output('deployment', 'Deployment', 'object')],
  rule: ({ inputs, params }) => {
    const branch = String(params.branch ?? '').trim();
    const message = String(params.message ?? '').trim();
    if (!branch) throw new NodeRuleError('Required parameter not set: branch');
    if (!message) throw new NodeRuleError('Required parameter not set: message');
    if (!isAppEntry(inputs.entrypoint))
      throw new NodeRuleError('Invalid entrypoint, connect an appEntry node');
    const deployment: DeploymentRequest = {
      type: 'deployment',
      branch,
      message,
      production: branch === PRODUCTION_BRANCH,
      entrypoint: inputs.entrypoint,
    };
    return { deployment };
  },
});
