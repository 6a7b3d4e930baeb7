import type { GraphEvent } from '../events/index.js';

/** A JSONL event log that cannot be read; the message names the line. */
export class EventLogError extends Error {
  readonly code = 'EventLogError';
}

/**
 * The events of a JSONL event log the engine wrote (one event per line, blank lines skipped), for
 * replay with Project.init or apply. The events are trusted: no schema check (parse untrusted ones
 * with Project.parseEvents); replay still skips an unknown event type or an event without an id
 * with a warning. A line that is not a JSON object is an EventLogError naming it.
 *
 * The whole text is parsed as one JSON array when it can be: one JSON.parse call over the text
 * costs about half of one call per line. A blank line or a bad one sends it line by line.
 */
export function parseTrustedEventLog(text: string): GraphEvent[] {
  const body = text.trimEnd();
  if (body === '') return [];
  let events: unknown[] | undefined;
  try {
    events = JSON.parse(`[${body.replaceAll('\n', ',')}]`) as unknown[];
  } catch {
    events = undefined; // a blank line or an invalid one: find it below
  }
  if (events?.every(isObject)) return events as GraphEvent[];
  return parseLineByLine(body);
}

function isObject(value: unknown): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseLineByLine(text: string): GraphEvent[] {
  const events: GraphEvent[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    let event: unknown;
    try {
      event = JSON.parse(lines[i]);
    } catch (error) {
      throw new EventLogError(`line ${i + 1}: invalid JSON: ${(error as Error).message}`);
    }
    if (!isObject(event)) throw new EventLogError(`line ${i + 1}: not a JSON object`);
    events.push(event as GraphEvent);
  }
  return events;
}
