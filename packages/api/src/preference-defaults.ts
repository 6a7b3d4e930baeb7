// Zod-free, so the web app's shell can read them before any schema has loaded.

/** The preference set a new user gets, under the name 'default' (spec 1 §3). */
export const DEFAULT_PREFERENCE_NAME = 'default';
export const DEFAULT_PREFERENCES = {
  theme: 'dark',
  nodeShape: 'plate',
  gridType: 'grid',
  gridSize: 40,
  gridEnabled: true,
  naturalScrolling: true,
  maxNameTagZoom: 3,
  connectionLineType: 'rounded',
  showExpressionReferences: 'selected',
  showNodeReferences: 'selected',
  inputDeviceType: 'auto',
} as const;
