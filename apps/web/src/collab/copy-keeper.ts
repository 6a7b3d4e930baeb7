import type { Project } from '@nodeloom/api';
import type { Graph } from '@nodeloom/engine';
import type { ProjectCopies } from './project-copies.js';

/** What the keeper reads of the open project's editor and its session's log. */
export interface CopyHost {
  userId: string;
  /** the project as the open read it (its name, owner, flags), the graph replaced when kept */
  project: Project;
  graph(): Graph;
  /** the log's place when the graph is exactly its fold there (joined, nothing unsent or unconfirmed), else undefined */
  settledCounter(): number | undefined;
  /** told when the editor or the log changed */
  subscribe(listener: () => void): () => void;
}

/** Writes the user's copy of the project now; a failure is only logged (the next open asks the server). */
export function keepCopy(
  copies: ProjectCopies,
  userId: string,
  project: Project & { eventCounter: number },
  logger: { warn(message: string): void } = console,
): void {
  copies
    .write({ userId, keptAt: Date.now(), project })
    .catch((error: Error) =>
      logger.warn(`The project's copy in this browser was not kept: ${error.message}`),
    );
}

/** How long after the last change the copy is written (a 10,000-node copy costs ~50 ms to write). */
export const KEEP_DELAY_MS = 3_000;

/**
 * Keeps this browser's copy of the open project current (docs/collaboration.md "Copies kept in the
 * browser"): once the editor and the log have been still for KEEP_DELAY_MS, and when the page is
 * hidden or the project left, the graph is written with the log's counter — only while it is the
 * log's fold at that counter, so a reopen that pulls from it misses nothing and applies nothing
 * twice. Returns the stop (which writes once more).
 */
export function keepProjectCopy(
  host: CopyHost,
  copies: ProjectCopies,
  options: { delayMs?: number; logger?: { warn(message: string): void }; page?: EventTarget } = {},
): () => void {
  const delayMs = options.delayMs ?? KEEP_DELAY_MS;
  const logger = options.logger ?? console;
  let written = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    clearTimeout(timer);
    timer = undefined;
    const counter = host.settledCounter();
    if (counter === undefined || counter === written) return;
    written = counter;
    keepCopy(copies, host.userId, { ...host.project, graph: host.graph(), eventCounter: counter }, logger);
  };
  const stopListening = host.subscribe(() => {
    clearTimeout(timer);
    timer = setTimeout(write, delayMs);
  });
  const page = options.page ?? (typeof window === 'undefined' ? undefined : window);
  const onHide = () => write();
  page?.addEventListener('pagehide', onHide);
  return () => {
    stopListening();
    page?.removeEventListener('pagehide', onHide);
    write();
  };
}
