// Data the server writes at startup (official demo projects).
export * from './demo-graphs.js';
export * from './official-demos.js';
