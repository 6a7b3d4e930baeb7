/** The expression field's module (CodeMirror with it): loaded on first use, prefetched when idle. */
export const loadExpressionField = () =>
  import('./ExpressionField.js').then((module) => ({ default: module.ExpressionField }));
