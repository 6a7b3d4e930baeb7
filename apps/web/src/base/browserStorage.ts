// Session and local storage access in one place; storage can throw (sandboxed frames, privacy modes).
import { newRequestId } from '@nodeloom/api';
import {
  DEBUG_FLAG_PREFIX,
  type DebugFlag,
  LAST_PROJECT_ID_STORAGE_KEY,
  SESSION_ID_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from './constants.js';

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Not persisted: the value lives only as long as this page.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

let fallbackSessionId: string | null = null;

/** The browser session's id (x-session-id): one per tab session, kept across reloads. */
export function browserSessionId(): string {
  const stored = read(session, SESSION_ID_STORAGE_KEY);
  if (stored) return stored;
  const id = fallbackSessionId ?? newRequestId();
  fallbackSessionId = id;
  write(session, SESSION_ID_STORAGE_KEY, id);
  return id;
}

/** A value of this tab's session storage (null when absent or when storage refuses). */
export const sessionValue = {
  get: (key: string) => read(session, key),
  set: (key: string, value: string | null) => write(session, key, value),
};

/** A value of the browser's local storage (null when absent or when storage refuses). */
export const localValue = {
  get: (key: string) => read(local, key),
  set: (key: string, value: string | null) => write(local, key, value),
};

/** §2: the last opened project, remembered in session storage. */
export const lastProjectId = {
  get: () => read(session, LAST_PROJECT_ID_STORAGE_KEY),
  set: (projectId: string | null) => write(session, LAST_PROJECT_ID_STORAGE_KEY, projectId),
};

const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];
const isTheme = (value: string | null): value is Theme => THEMES.includes(value as Theme);

/** The last applied theme (local storage), used before the preferences load so there is no flash. */
export const lastTheme = {
  get: (): Theme | null => {
    const stored = read(local, THEME_STORAGE_KEY);
    return isTheme(stored) ? stored : null;
  },
  set: (theme: Theme) => write(local, THEME_STORAGE_KEY, theme),
};

/** §9: a debug flag is on when local storage holds a value for debug_<flag>. */
export function isDebugFlagSet(flag: DebugFlag): boolean {
  const value = read(local, `${DEBUG_FLAG_PREFIX}${flag}`);
  return value !== null && value !== '' && value !== 'false' && value !== '0';
}
