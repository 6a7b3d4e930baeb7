export * from './breakpoints.js';
export * from './display.js';
export * from './flex-grid.js';
export * from './fonts.js';
export * from './states.js';
export * from './text.js';
export * from './units.js';
