import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { toBytes } from './url.js';

/** Spec 2 §3: uploads from running graphs go under this path of the asset manager. */
export const RUNNER_UPLOAD_PATH = 'fromRunners';

export const uploadToAssetManagerNode = defineNode({
  definitionName: 'uploadToAssetManager',
  description: 'Uploads bytes to the asset manager (under fromRunners) and outputs the file URL',
  category: 'asset',
  keywords: ['upload', 'asset', 'file', 'save', 'storage'],
  async: true,
  inputs: [
    input('arrayBuffer', 'Data', 'object', { required: true }),
    input('filename', 'Filename', 'string'),
  ],
  parameters: [param.string('filename', 'Filename', '', { description: 'Empty: a generated id' })],
  outputs: [output('url', 'URL', 'string')],
  rule: async ({ inputs, params, platform }) => {
    const bytes = toBytes(inputs.arrayBuffer, 'data');
    if (!platform.uploadAsset) throw new NodeRuleError('uploadToAssetManager requires a signed-in user');
    const name =
      String(inputs.filename ?? '').trim() ||
      String(params.filename ?? '').trim() ||
      globalThis.crypto.randomUUID();
    // copy so the upload owns exactly these bytes, not a larger shared buffer
    const data = bytes.slice().buffer as ArrayBuffer;
    const { url } = await platform.uploadAsset({ path: RUNNER_UPLOAD_PATH, name, data });
    return { url };
  },
});
