/** Spec 1 §2's panel types. */
export const PANEL_TYPES = [
  'graphEditor',
  'parameterEditor',
  'componentPreviewer',
  'console',
  'terminal',
  'nodeGraph',
] as const;
export type PanelType = (typeof PANEL_TYPES)[number];
