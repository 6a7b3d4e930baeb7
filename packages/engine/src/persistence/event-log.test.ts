import { describe, expect, it } from 'vitest';
import { EventLogError, parseTrustedEventLog } from './event-log.js';

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
});
