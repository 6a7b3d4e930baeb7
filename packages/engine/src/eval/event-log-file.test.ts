import { describe, expect, it } from 'vitest';
import { Project } from '../project/project.js';
import { GraphBuilder } from '../testing/index.js';
import { graphToEventLog, isEventLogFile, parseEventLog } from './event-log-file.js';
import { ProjectFileError } from './project-file.js';
import { testRegistry } from './testing/definitions.js';

describe('event log files', () => {
  it('writes a graph as the log that rebuilds it, parents first, then the wires', () => {
    const g = new GraphBuilder();
    const level = g.add('level', 'math');
    const two = g.add('num', 'two', { parent: level, params: { value: 2 } });
    const sum = g.add('add', 'sum', { parent: level });
    g.wire(two, 'value', sum, 'a');
    const text = graphToEventLog(g.state, 42);
    const events = parseEventLog(text, 'out.jsonl');
    expect(events.map((e) => e.eventType)).toEqual([
      ...Array(6).fill('nodeBootstrapped'),
      'connectionCreated',
    ]);
    expect(events.every((e, i) => e.eventId === `evt_${i + 1}` && e.timestamp === 42)).toBe(true);
    const replayed = new Project({ registry: testRegistry() }).init(events);
    expect(replayed.warnings).toEqual([]);
    const byId = <T extends { id: string }>(list: T[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    const [after, before] = [replayed.state.toGraph(), g.state.toGraph()];
    expect(byId(after.nodes)).toEqual(byId(before.nodes));
    expect(after.connections).toEqual(before.connections);
  });

  it('tells an event log from a project file by name or first line', () => {
    expect(isEventLogFile('a.jsonl', '')).toBe(true);
    expect(isEventLogFile('a.json', '{"eventType":"nodeCreated"}\n')).toBe(true);
    expect(isEventLogFile('a.json', '{"graph":{}}')).toBe(false);
  });

  it('names the first bad line', () => {
    const bad: [string, string][] = [
      [
        '{"eventType":"nope","eventId":"e","timestamp":1}',
        'x.jsonl:1: Unknown or unsupported event type: nope',
      ],
      ['\n[1]', 'x.jsonl:2: invalid event: not a JSON object'],
      ['{oops', 'x.jsonl:1: invalid JSON:'],
    ];
    for (const [text, message] of bad) {
      expect(() => parseEventLog(text, 'x.jsonl')).toThrow(ProjectFileError);
      expect(() => parseEventLog(text, 'x.jsonl')).toThrow(message);
    }
  });
});
