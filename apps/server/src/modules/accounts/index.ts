// What other floors may use of the accounts area: a pending account deletion.
export { pendingDeletionRequest } from './service.js';
