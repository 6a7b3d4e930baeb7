import { NodeRuleError } from '@nodeloom/engine';
import { defineNode } from '../shared/define.js';
import { input, output } from '../shared/node-builder.js';

/** A file written under public/ of the published site. Content is text or bytes. */
export interface PublicFile {
  path: string;
  content: string | Uint8Array | ArrayBuffer;
}

function publicFile(item: unknown): PublicFile {
  const record = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
  const rawPath = typeof record.path === 'string' ? record.path.trim() : '';
  if (!rawPath.replace(/^\/+/, '')) throw new NodeRuleError('Invalid file, it must have a path');
  const content = record.content;
  const isBytes = content instanceof Uint8Array || content instanceof ArrayBuffer;
  if (typeof content !== 'string' && !isBytes) throw new NodeRuleError('Invalid file, it must have content');
  const path = rawPath.replace(/^\/+/, '');
  // the app's own index page cannot be replaced
  if (path.toLowerCase() === 'index.html') throw new NodeRuleError('Cannot write to index.html');
  return { path: `public/${path}`, content };
}

export const exportPublicFilesNode = defineNode({
  definitionName: 'exportPublicFiles',
  description: 'Adds files (path and content) to the public folder of the published site',
  category: 'export',
  keywords: ['static', 'assets', 'robots.txt', 'sitemap', 'public'],
  availableContexts: ['htmlContext'],
  inputs: [input('files', 'Files', 'array', { required: true })],
  outputs: [output('files', 'Files', 'array')],
  rule: ({ inputs }) => {
    if (!Array.isArray(inputs.files)) throw new NodeRuleError('Invalid "files", it must be an array');
    return { files: inputs.files.map(publicFile) };
  },
});
