export * from './arguments.js';
export * from './colors.js';
export * from './terminal.js';
export * from './terminal-commands.js';
export * from './terminal-context.js';
