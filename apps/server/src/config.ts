// The server's configuration, read from the environment: the public entry of config/ (the schema of
// every variable, the Config type, origins and hosts, the loader and its start-up warnings).
export type { Config, OAuthProviderConfig } from './config/config-types.js';
export { ConfigError, DEV_SESSION_SECRET, loadConfig, REPOSITORY_ROOT } from './config/load-config.js';
export { loopbackOrigins } from './config/origins.js';
export { configWarnings } from './config/warnings.js';
