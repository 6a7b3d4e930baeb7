// Texts and constants of the application shell, named after the words of spec 1 (§2, §4, §8, §9).

/** §2: the full-screen loading state. */
export const FULL_SCREEN_LOADING_TEXT = 'Loading... Please wait.';
/** §2: the error fallback text, shown with the error message. */
export const ERROR_FALLBACK_TEXT = "Oops, it's us, please reach out in Discord or WeChat Group.";

/** §2: loading labels of the lazy pages (the spec's spelling of 'Embeded' is kept). */
export const PAGE_LOADING_LABELS = {
  home: 'Home Page',
  login: 'Login Portal',
  projects: 'Projects Page',
  workspace: 'Workspace',
  embed: 'Embeded Workspace',
  accountSettings: 'Account Settings',
} as const;

/** §8: connectivity toasts. */
export const OFFLINE_TOAST_TITLE = 'You are offline.';
export const ONLINE_TOAST_TITLE = 'You are back online!';

/** §8: the 401 toast — no access to the endpoint, is the account activated, contact us via chat. */
export const UNAUTHORIZED_TOAST_TITLE =
  'You have no access to this endpoint. Is your account activated? Please contact us in Discord or WeChat Group.';
/** §8: the 401 toast's description — replies come in UK timezone. */
export const UNAUTHORIZED_TOAST_DESCRIPTION = 'We reply in UK timezone.';
/** §8: other failed responses, by status class. */
export const SERVER_ERROR_TOAST_TITLE = 'Something went wrong (5xx)';
export const CLIENT_ERROR_TOAST_TITLE = 'Something went wrong (4xx)';
export const UNKNOWN_ERROR_TOAST_TITLE = 'Something went wrong (???)';

/** §8: a preference could not be saved. */
export const preferenceSaveFailedToast = (key: string, value: unknown) =>
  `Failed to update user preferences: ${key}=${String(value)}`;

/**
 * §9: one toast at a time; removal delay 1000000 ms. A toast stays until the user closes it (or
 * a newer one takes its place); only after the removal delay does it go on its own.
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVAL_DELAY_MS = 1_000_000;

/** §9: query cache time 24 hours; default stale time 2 minutes. */
export const QUERY_CACHE_TIME_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_STALE_TIME_MS = 2 * 60 * 1000;

/** §9: debug flags live in local storage with this prefix. */
export const DEBUG_FLAG_PREFIX = 'debug_';
export const DEBUG_FLAGS = [
  'nodeId',
  'interactionLayer',
  'nodeRendering',
  'allowPinchZoom',
  'testAccountLogin',
  'nodeHooks',
  'reactQueryDevtools',
  'webglPerformance',
  'nodeParserPerformance',
  // ours, not the spec's: exposes the open editor as window.__nodeloomEditor for the editor bench
  'editorHandle',
  // ours: the workspace draws the level with the xyflow canvas, the one before the GPU canvas
  // (graph-editor/gpu draws by default), until its code goes
  'xyflowCanvas',
] as const;
export type DebugFlag = (typeof DEBUG_FLAGS)[number];

/** §2: query-string markers of shared-by-token and embedded views. */
export const SHARE_MARKERS = ['pat', 'embed'] as const;

/** Session storage keys (§2: the last project is remembered in session storage). */
export const LAST_PROJECT_ID_STORAGE_KEY = 'lastProjectId';
export const SESSION_ID_STORAGE_KEY = 'sessionId';
/** §9: the recent projects list, in session storage, capped at 20 entries. */
export const RECENT_PROJECTS_STORAGE_KEY = 'recentProjects';
export const RECENT_PROJECTS_LIMIT = 20;
/** Local storage: the last applied theme (index.html reads it too, before the app loads). */
export const THEME_STORAGE_KEY = 'theme';
/**
 * Local storage (ours, the specs are silent): where each level of a project's canvas was left,
 * so the project reopens there; kept for the most recently moved projects only.
 */
export const CANVAS_VIEWPORTS_STORAGE_KEY = 'canvasViewports';
export const CANVAS_VIEWPORTS_PROJECT_LIMIT = 50;
/**
 * Local storage (ours): set while the user keeps the status bar hidden (spec 1 §2: shown by
 * default), so a hidden bar stays hidden across reloads until the View menu brings it back.
 */
export const STATUS_BAR_HIDDEN_STORAGE_KEY = 'statusBarHidden';

/** The canvas's zoom range (a stored viewport outside it is ignored). */
export const CANVAS_MIN_ZOOM = 0.05;
export const CANVAS_MAX_ZOOM = 4;

/** Logged when a call needing a login is cancelled because the user is logged out (§8). */
export const LOGGED_OUT_CANCEL_WARNING = 'Request cancelled: the user is logged out';

/**
 * §1: the link to the official documentation (spec 2 §1: a constant, its value not shown): by
 * default the guides and node help the server itself serves at /docs (apps/server/src/docs), so
 * it works on any machine; a deployment may point elsewhere at build time (VITE_DOCUMENTATION_URL).
 */
export const DOCUMENTATION_URL: string =
  (import.meta as { env?: Record<string, string | undefined> }).env?.VITE_DOCUMENTATION_URL ?? '/docs';

/** §9: recently selected node history 100. */
export const RECENTLY_SELECTED_NODE_HISTORY = 100;

/** §9: spatial update throttle 20 ms — the viewport and brush a collaborator sees, at most every 20 ms. */
export const SPATIAL_UPDATE_THROTTLE_MS = 20;

/**
 * §8: an unhandled rejection with a known destructure message is suppressed when the address has
 * pat or embed (a shared or embedded view reads data it may not get). The engines' wordings of
 * destructuring undefined or null: V8 'Cannot destructure property …' / 'Cannot destructure
 * '…' as it is undefined.', SpiderMonkey and JavaScriptCore '… is undefined/null' on destructuring.
 */
export const SUPPRESSED_REJECTION_MESSAGES: readonly RegExp[] = [
  /^Cannot destructure property\b/,
  /^Cannot destructure '.*' as it is (undefined|null)\.?$/,
  /^Right side of assignment cannot be destructured$/,
];

/** Spec 2 §9: border snap threshold 15 — a dragged node's border within 15 of a neighbour's lines up with it. */
export const BORDER_SNAP_THRESHOLD = 15;
