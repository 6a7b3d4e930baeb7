// What other floors may use of this area: its policy (who may do what; docs/permissions.md).
export { snippetsPolicy } from './policy.js';
