import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { toBytes } from './url.js';

export interface UnzippedFile {
  path: string;
  content: Uint8Array | string;
}

export const unzipNode = defineNode({
  definitionName: 'unzip',
  description: 'Extracts the files of a zip archive (fflate)',
  category: 'asset',
  keywords: ['zip', 'archive', 'extract', 'decompress'],
  inputs: [input('arrayBuffer', 'Zip data', 'object', { required: true })],
  parameters: [
    param.toggle('asText', 'Contents as text', false, { description: 'Decode each file as UTF-8 text' }),
  ],
  outputs: [output('files', 'Files', 'array')],
  rule: async ({ inputs, params }) => {
    const bytes = toBytes(inputs.arrayBuffer, 'zip data');
    // fflate loads with the first evaluation, not with the node library
    const { strFromU8, unzipSync } = await import('fflate');
    let entries: Record<string, Uint8Array>;
    try {
      entries = unzipSync(bytes);
    } catch (error) {
      throw new NodeRuleError(`Invalid zip file: ${error instanceof Error ? error.message : String(error)}`);
    }
    const files: UnzippedFile[] = Object.entries(entries)
      .filter(([path]) => !path.endsWith('/')) // folder entries carry no content
      .map(([path, data]) => ({ path, content: params.asText === true ? strFromU8(data) : data }));
    return { files };
  },
});
