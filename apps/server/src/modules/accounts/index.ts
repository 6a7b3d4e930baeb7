// What other floors may use of the accounts area: a pending account deletion.

export { accountsPolicy } from './policy.js';
export { pendingDeletionRequest } from './service.js';
