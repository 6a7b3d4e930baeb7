import { describe, expect, it } from 'vitest';
import { paramOf, runNode } from '../shared/html/testing.js';
import { deploymentNode } from './deployment.js';

const entrypoint = { type: 'appEntry', entry: [] };

describe('deployment', () => {
  it('has branch (main is production) and message, both required, and an entrypoint input', () => {
    expect(paramOf(deploymentNode, 'branch')).toMatchObject({ defaultValue: 'main', required: true });
    expect(paramOf(deploymentNode, 'message').required).toBe(true);
    expect(deploymentNode.definition.inputs[0]).toMatchObject({ identifier: 'entrypoint', required: true });
  });

  it('marks main as production and other branches as previews', async () => {
    const main = await runNode(deploymentNode, { inputs: { entrypoint } });
    expect(main.outputs.deployment).toEqual({
      type: 'deployment',
      branch: 'main',
      message: 'Deploy from Nodeloom',
      production: true,
      entrypoint,
    });
    const preview = await runNode(deploymentNode, {
      inputs: { entrypoint },
      params: { branch: 'next', message: 'try' },
    });
    expect(preview.outputs.deployment).toMatchObject({ branch: 'next', production: false });
  });

  it('needs both params and an appEntry', async () => {
    await expect(runNode(deploymentNode, { inputs: { entrypoint }, params: { branch: '' } })).rejects.toThrow(
      'Required parameter not set: branch',
    );
    await expect(
      runNode(deploymentNode, { inputs: { entrypoint }, params: { message: ' ' } }),
    ).rejects.toThrow('Required parameter not set: message');
    await expect(runNode(deploymentNode, { inputs: { entrypoint: {} } })).rejects.toThrow(
      'Invalid entrypoint, connect an appEntry node',
    );
  });
});
