import { routes } from '@nodeloom/api';
import { anybody, definePolicy, type OwnedSubject, ownerOnly } from '../../permissions/index.js';

export const ASSET_NOT_FOUND = 'Asset not found';

/**
 * Assets are their owner's alone (another user's id answers 404 like a missing one); the upload
 * PUT is open to anybody, the signed URL being its credential (upload-routes.ts checks it).
 */
export const assetsPolicy = definePolicy(
  'assets',
  routes.assets,
  {
    list: 'use',
    create: 'use',
    update: 'use',
    replace: 'use',
    delete: 'use',
    getFile: 'use',
    upload: 'uploadWithSignedUrl',
  },
  (caller, action, asset: OwnedSubject | undefined) =>
    action === 'uploadWithSignedUrl' ? anybody() : ownerOnly(caller, asset, ASSET_NOT_FOUND),
);
