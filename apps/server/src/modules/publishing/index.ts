// What other floors may use of the publishing area: deployment status events (the socket relays
// them, the domain job records them) and the DNS challenge a custom domain answers.
export { challengeName } from './domain-service.js';
export { publishingPolicy } from './policy.js';
export { publishingStatusEmitter, recordStatusChange } from './status-events.js';
