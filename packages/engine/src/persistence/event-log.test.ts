import { describe, expect, it } from 'vitest';
import { EventLogError, type EventLogTarget, parseTrustedEventLog, replayEventLog } from './event-log.js';

const moved = (n: number) => ({
  eventType: 'nodePositionChanged',
  nodeId: `node_${n}`,
  position: { x: n, y: 0 },
  eventId: `e${n}`,
  timestamp: n,
});
const jsonl = (...lines: unknown[]) => lines.map((l) => JSON.stringify(l)).join('\n');

describe('parseTrustedEventLog (JSONL written by the engine)', () => {
  it('reads one event per line, in order', () => {
    expect(parseTrustedEventLog(jsonl(moved(1), moved(2), moved(3)))).toEqual([moved(1), moved(2), moved(3)]);
  });

  it('skips blank lines, a final newline and carriage returns', () => {
    const text = `${JSON.stringify(moved(1))}\r\n\n  \n${JSON.stringify(moved(2))}\r\n\n`;
    expect(parseTrustedEventLog(text)).toEqual([moved(1), moved(2)]);
    expect(parseTrustedEventLog('\n \n')).toEqual([]);
  });

  it('names a line that is not JSON', () => {
    const text = `${JSON.stringify(moved(1))}\n\n{"eventType": nope}\n`;
    expect(() => parseTrustedEventLog(text)).toThrow(EventLogError);
    expect(() => parseTrustedEventLog(text)).toThrow(/^line 3: invalid JSON: /);
  });

  it('names a line that is JSON but not an object', () => {
    for (const line of ['null', '[1]', '42', '"text"']) {
      expect(() => parseTrustedEventLog(`${JSON.stringify(moved(1))}\n${line}`)).toThrow(
        'line 2: not a JSON object',
      );
    }
  });

  it('reads a log longer than one parse chunk, and names a bad line far into it', () => {
    const many = Array.from({ length: 3000 }, (_, i) => moved(i));
    expect(parseTrustedEventLog(jsonl(...many))).toEqual(many);
    const text = `${jsonl(...many)}\n{"eventType": nope}`;
    expect(() => parseTrustedEventLog(text)).toThrow(/^line 3001: invalid JSON: /);
  });
});

describe('replayEventLog', () => {
  it('applies the log a chunk at a time, in order, and counts what applied', () => {
    const many = Array.from({ length: 3000 }, (_, i) => moved(i));
    const batches: unknown[][] = [];
    const target: EventLogTarget = {
      apply: (events, source) => {
        expect(source).toBe('replay');
        batches.push([...events]);
        return events.slice(1); // one of each batch refused
      },
    };
    expect(replayEventLog(target, `${jsonl(...many)}\n`)).toBe(3000 - batches.length);
    expect(batches.length).toBeGreaterThan(1);
    expect(batches.flat()).toEqual(many);
  });
});
