export * from './call-route.js';
export * from './client.js';
export * from './endpoints.js';
export * from './errors.js';
export * from './oauth-login.js';
