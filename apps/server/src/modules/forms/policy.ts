import { routes } from '@nodeloom/api';
import { anybody, definePolicy, type OwnedSubject, ownerOnly } from '../../permissions/index.js';

export const FORM_NOT_FOUND = 'Form not found';
export const FORM_REPLY_NOT_FOUND = 'Form reply not found';

/** Forms and their replies are their owner's alone; anybody (a published site) sends a reply. */
export const formsPolicy = definePolicy(
  'forms',
  routes.forms,
  {
    list: 'use',
    create: 'use',
    get: 'use',
    update: 'use',
    listReplies: 'use',
    getReply: 'use',
    updateReply: 'use',
    createReply: 'reply',
  },
  (caller, action, form: OwnedSubject | undefined) =>
    action === 'reply' ? anybody() : ownerOnly(caller, form, FORM_NOT_FOUND),
);
