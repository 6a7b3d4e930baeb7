export type * from './ast.js';
export * from './dependencies.js';
export * from './errors.js';
export * from './functions.js';
export * from './interpreter.js';
export * from './lexer.js';
export * from './parser.js';
