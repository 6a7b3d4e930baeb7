import { defineNode } from '../shared/define.js';
import { output, param } from '../shared/node-builder.js';

/** An asset chosen from the user's asset manager. */
export interface Asset {
  url: string;
  thumbnailUrl: string;
  name: string;
  fileId: string;
}

export const importAssetNode = defineNode({
  definitionName: 'importAsset',
  description: 'An asset from the asset manager: its URL, thumbnail URL, name and file id',
  category: 'asset',
  keywords: ['image', 'file', 'upload', 'media'],
  parameters: [
    param.string('url', 'URL', ''),
    param.string('thumbnailUrl', 'Thumbnail URL', ''),
    param.string('name', 'Name', ''),
    param.string('fileId', 'File id', ''),
  ],
  outputs: [output('asset', 'Asset', 'object'), output('url', 'URL', 'string')],
  rule: ({ params }) => {
    const read = (name: keyof Asset) => String(params[name] ?? '');
    const asset: Asset = {
      url: read('url'),
      thumbnailUrl: read('thumbnailUrl'),
      name: read('name'),
      fileId: read('fileId'),
    };
    return { asset, url: asset.url };
  },
});
