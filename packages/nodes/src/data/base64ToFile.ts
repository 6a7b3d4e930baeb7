import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { input, output, param } from '../shared/node-builder.js';
import { orInvalidInput } from '../shared/numbers.js';

/** A data URL prefix gives the file's type; what follows the comma is the base64 payload. */
const DATA_URL = /^data:([^;,]*)(?:;[^,]*)?,/;
export const DEFAULT_FILE_TYPE = 'application/octet-stream';

/** Decodes base64 (or a base64 data URL) into bytes and the type the data URL states. */
export function decodeBase64(text: string): { bytes: Uint8Array<ArrayBuffer>; type: string | undefined } {
  const match = DATA_URL.exec(text);
  const payload = (match ? text.slice(match[0].length) : text).replace(/\s/g, '');
  const binary = orInvalidInput(() => atob(payload));
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return { bytes, type: match?.[1] || undefined };
}

export const base64ToFile = defineNode({
  definitionName: 'base64ToFile',
  description:
    'Turns base64 text, or a base64 data URL, into a File. The type comes from the param, else from the data URL, else application/octet-stream.',
  category: 'data',
  keywords: ['base64', 'file', 'decode', 'data url', 'blob'],
  inputs: [input('base64', 'Base64', 'string', { required: true })],
  parameters: [
    param.string('fileName', 'File name', 'file'),
    param.string('mimeType', 'Type', '', { description: 'e.g. image/png; empty uses the data URL type' }),
  ],
  outputs: [output('file', 'File', 'object')],
  rule: ({ inputs, params }) => {
    if (typeof inputs.base64 !== 'string') throw new NodeRuleError('Invalid input');
    const { bytes, type } = decodeBase64(inputs.base64);
    const fileName = String(params.fileName ?? '') || 'file';
    const fileType = String(params.mimeType ?? '') || type || DEFAULT_FILE_TYPE;
    return { file: new File([bytes], fileName, { type: fileType }) };
  },
});
