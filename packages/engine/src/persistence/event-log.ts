import type { EventSource, GraphEvent } from '../events/index.js';

/** A JSONL event log that cannot be read; the message names the line. */
export class EventLogError extends Error {
  readonly code = 'EventLogError';
}

/** What replayEventLog applies events to (a Project). */
export interface EventLogTarget {
  apply(events: readonly GraphEvent[], source: EventSource): GraphEvent[];
  /** runs the whole replay as one stretch (Project.withinReplay: fewer node copies); optional */
  withinReplay?<T>(run: () => T): T;
}

/**
 * About this many characters of JSONL are parsed at once (then cut at the next line end): one
 * JSON.parse over a chunk costs about half of one call per line, and a chunk's events, applied
 * before the next is read, die young instead of all living until the whole log is parsed.
 */
const CHUNK_CHARS = 64 * 1024;

/**
 * The events of a JSONL event log the engine wrote (one event per line, blank lines skipped), for
 * replay with Project.init or apply. The events are trusted: no schema check (parse untrusted ones
 * with Project.parseEvents); replay still skips an unknown event type or an event without an id
 * with a warning. A line that is not a JSON object is an EventLogError naming it.
 */
export function parseTrustedEventLog(text: string): GraphEvent[] {
  const events: GraphEvent[] = [];
  forEachChunk(text, (chunk) => {
    for (const event of chunk) events.push(event);
  });
  return events;
}

/**
 * Replays a JSONL event log into a ready project, a chunk at a time as it is parsed (each chunk
 * one applied batch, published with `source`); returns how many events applied. Faster and
 * lighter than `apply(parseTrustedEventLog(text))` on a big log: the parsed events are not all
 * held at once. Errors as parseTrustedEventLog's; the chunks before a bad line stay applied.
 */
export function replayEventLog(target: EventLogTarget, text: string, source: EventSource = 'replay'): number {
  let applied = 0;
  const replay = () =>
    forEachChunk(text, (chunk) => {
      applied += target.apply(chunk, source).length;
    });
  if (target.withinReplay) target.withinReplay(replay);
  else replay();
  return applied;
}

/** Parses the log a chunk of whole lines at a time; `visit` hears each non-empty chunk in order. */
function forEachChunk(text: string, visit: (events: GraphEvent[]) => void): void {
  let start = 0;
  while (start < text.length) {
    let end = start + CHUNK_CHARS < text.length ? text.indexOf('\n', start + CHUNK_CHARS) : -1;
    if (end < 0) end = text.length;
    const events = parseChunk(text, start, end);
    if (events.length > 0) visit(events);
    start = end + 1;
  }
}

/** The events of text[start, end), whole lines; one JSON.parse unless a line is blank or bad. */
function parseChunk(text: string, start: number, end: number): GraphEvent[] {
  const body = text.slice(start, end).trimEnd();
  if (body === '') return [];
  let events: unknown[] | undefined;
  try {
    events = JSON.parse(`[${body.replaceAll('\n', ',')}]`) as unknown[];
  } catch {
    events = undefined; // a blank line or an invalid one: find it below
  }
  if (events?.every(isObject)) return events as GraphEvent[];
  return parseLineByLine(body, lineNumberAt(text, start));
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The 1-based line number of the line starting at `offset` (only counted when a line is bad or blank). */
function lineNumberAt(text: string, offset: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at >= 0 && at < offset; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

function parseLineByLine(text: string, firstLine: number): GraphEvent[] {
  const events: GraphEvent[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    let event: unknown;
    try {
      event = JSON.parse(lines[i]);
    } catch (error) {
      throw new EventLogError(`line ${firstLine + i}: invalid JSON: ${(error as Error).message}`);
    }
    if (!isObject(event)) throw new EventLogError(`line ${firstLine + i}: not a JSON object`);
    events.push(event as GraphEvent);
  }
  return events;
}
