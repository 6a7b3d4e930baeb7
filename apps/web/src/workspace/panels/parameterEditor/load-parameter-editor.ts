/** The parameter editor's code (rows, widgets, the preset menu): loaded with the first selection, prefetched when idle. */
export const loadParameterEditor = () => import('./ParameterEditor.js');
