// Session and local storage access in one place; storage can throw (sandboxed frames, privacy modes).
import { newRequestId } from '@nodeloom/api';
import {
  DEBUG_FLAG_PREFIX,
  type DebugFlag,
  LAST_PROJECT_ID_STORAGE_KEY,
  SESSION_ID_STORAGE_KEY,
} from '../constants.js';

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

/** §2: the last opened project, remembered in session storage. */
export const lastProjectId = {
  get: () => read(session, LAST_PROJECT_ID_STORAGE_KEY),
  set: (projectId: string | null) => write(session, LAST_PROJECT_ID_STORAGE_KEY, projectId),
};

/** §9: a debug flag is on when local storage holds a value for debug_<flag>. */
export function isDebugFlagSet(flag: DebugFlag): boolean {
  const value = read(local, `${DEBUG_FLAG_PREFIX}${flag}`);
  return value !== null && value !== '' && value !== 'false' && value !== '0';
}
