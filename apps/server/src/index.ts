// The server as a library (tests, bench, CLI): build the app without listening.
export { type BuildAppOptions, buildApp } from './app.js';
export { type Config, loadConfig } from './config.js';
export { type Database, type DatabaseHandle, openDatabase } from './db/database.js';
export { migrateDatabase } from './db/migrate.js';
