export { runCli } from './cli.js';
export type { Command, CommandIo } from './command.js';
export { UsageError } from './command.js';
