// What other floors may use of the sharing area: project access tokens and their revocation.

export { sharingPolicy } from './policy.js';
export { onAccessTokenRevoked } from './revocations.js';
export { projectIdForAccessToken, requireAccessTokenProject } from './service.js';
