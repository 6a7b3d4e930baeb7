/** Editor defaults of spec 2 §9. */
export const DEFAULT_NODE_COLOR = '#808080';
export const DEFAULT_NODE_SIZE = { width: 160, height: 50 } as const;
export const TRAY_NODE_SIZE = { width: 400, height: 400 } as const;
export const TRAY_NODE_MIN_SIZE = { width: 30, height: 30 } as const;
export const STICKY_NOTE_SIZE = { width: 330, height: 360 } as const;
export const DISPLAY_NODE_SIZE = { width: 400, height: 400 } as const;
export const INSPECTOR_SIZE = { width: 400, height: 300 } as const;
export const IFRAME_SIZE = { width: 400, height: 300 } as const;
export const PREVIEWER_SIZE = { width: 400, height: 300 } as const;
export const PREVIEWER_MIN_SIZE = { width: 100, height: 60 } as const;
export const DOT_SIZE = { width: 32, height: 32 } as const;
export const CONTEXT_NODE_COLOR = '#ffffff';
