import { createStore, useStore } from 'zustand';
import type { ToastKind } from '../base/toastCatalogue.js';
import { type Toast, toastsStore } from './toasts.js';

/**
 * The project's log (issue 12 §5): evaluation errors and warnings, save retries and the final save
 * error, toasts' texts (UDN loading among them) and SDK `log` messages. Any part of the app appends
 * here; the console panel only reads. Lines about a node carry its id so the console can jump to it.
 */
export const LOG_LEVELS = ['error', 'warning', 'info'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogSource = 'evaluation' | 'save' | 'toast' | 'sdk' | 'asset';

export interface LogEntry {
  id: number;
  /** epoch ms */
  time: number;
  level: LogLevel;
  source: LogSource;
  message: string;
  nodeId?: string;
}

export type LogInput = Omit<LogEntry, 'id' | 'time'> & { time?: number };

/** Oldest lines go first past this many, so a noisy session cannot grow the page without bound. */
export const CONSOLE_LOG_LIMIT = 1000;

export interface ConsoleLogState {
  /** oldest first */
  entries: readonly LogEntry[];
  append(entry: LogInput): LogEntry;
  clear(): void;
}

let nextId = 1;

export function createConsoleLog(limit = CONSOLE_LOG_LIMIT) {
  return createStore<ConsoleLogState>()((set, get) => ({
    entries: [],
    append(input) {
      if (!LOG_LEVELS.includes(input.level)) throw new Error(`Unknown log level: ${String(input.level)}`);
      const entry: LogEntry = { ...input, id: nextId++, time: input.time ?? Date.now() };
      const entries = [...get().entries, entry];
      set({ entries: entries.length > limit ? entries.slice(entries.length - limit) : entries });
      return entry;
    },
    clear() {
      set({ entries: [] });
    },
  }));
}

export type ConsoleLog = ReturnType<typeof createConsoleLog>;

/** The app's one log. */
export const consoleLog: ConsoleLog = createConsoleLog();

export function useConsoleLog<T>(select: (state: ConsoleLogState) => T): T {
  return useStore(consoleLog, select);
}

export interface LogFilter {
  /** levels shown; all when empty */
  levels: ReadonlySet<LogLevel>;
  /** only lines about this node */
  nodeId?: string;
}

export function filterLog(entries: readonly LogEntry[], filter: LogFilter): LogEntry[] {
  return entries.filter(
    (entry) =>
      (filter.levels.size === 0 || filter.levels.has(entry.level)) &&
      (filter.nodeId === undefined || entry.nodeId === filter.nodeId),
  );
}

/** A logger for code that takes `{ warn, error }` (the save writer): the browser console and this log. */
export function loggerInto(log: ConsoleLog, source: LogSource, also?: Pick<Console, 'warn' | 'error'>) {
  return {
    warn(message: string) {
      also?.warn(message);
      log.getState().append({ level: 'warning', source, message });
    },
    error(message: string) {
      also?.error(message);
      log.getState().append({ level: 'error', source, message });
    },
  };
}

const TOAST_LEVEL: Record<ToastKind, LogLevel> = {
  error: 'error',
  warning: 'warning',
  info: 'info',
  success: 'info',
};

/** Every toast shown also becomes a line (the UDN loading toasts, failed calls, …): toasts vanish, the log stays. */
export function mirrorToasts(toasts: typeof toastsStore, log: ConsoleLog): () => void {
  const seen = new Set<number>(toasts.getState().toasts.map((toast) => toast.id));
  return toasts.subscribe(({ toasts: shown }) => {
    for (const toast of shown as Toast[]) {
      if (seen.has(toast.id)) continue;
      seen.add(toast.id);
      const message = toast.description ? `${toast.title} — ${toast.description}` : toast.title;
      log.getState().append({ level: TOAST_LEVEL[toast.kind], source: 'toast', message });
    }
  });
}

mirrorToasts(toastsStore, consoleLog);
