import { describe, expect, it } from 'vitest';
import { runCli } from '../cli.js';
import { captureIo } from './capture-io.testing.js';

const line = (event: object) => JSON.stringify(event);
const log = [
  line({
    eventType: 'nodeCreated',
    eventId: 'e1',
    timestamp: 1,
    nodeId: 'node_lvl',
    definitionName: 'level',
    parentId: 'fex',
    name: 'lvl',
  }),
  line({
    eventType: 'nodeCreated',
    eventId: 'e2',
    timestamp: 2,
    nodeId: 'node_in',
    definitionName: 'levelInput',
    parentId: 'node_lvl',
  }),
  line({ eventType: 'colorChanged', eventId: 'e3', timestamp: 3, nodeId: 'node_missing', color: '#000000' }),
  line({
    eventType: 'nodeCreated',
    eventId: 'e4',
    timestamp: 4,
    nodeId: 'node_x',
    definitionName: 'noSuchNode',
    parentId: 'fex',
    name: 'x',
  }),
].join('\n');

describe('nodeloom replay', () => {
  it('prints the replayed graph as {nodes, connections} and the warnings', async () => {
    const { io, out, err } = captureIo({ 'events.jsonl': `${log}\n` });
    expect(await runCli(['replay', 'events.jsonl'], io)).toBe(0);
    const graph = JSON.parse(out.join('\n'));
    expect(Object.keys(graph)).toEqual(['nodes', 'connections']);
    const byId = new Map(graph.nodes.map((n: { id: string }) => [n.id, n]));
    expect([...byId.keys()]).toEqual(
      expect.arrayContaining(['hex', 'tex', 'fex', 'node_lvl', 'node_in', 'node_x']),
    );
    expect(byId.get('node_in')).toMatchObject({ parentId: 'node_lvl', definitionName: 'levelInput' });
    expect(byId.get('node_x')).toMatchObject({ name: 'ghost_x', color: '#94E0F3', isGhost: true });
    expect(err).toEqual([
      expect.stringMatching(/^warning: Event colorChanged e3 skipped: Node not found: node_missing$/),
      expect.stringMatching(
        /^warning: Event nodeCreated e4 failed, ghost node created: Definition not found: noSuchNode$/,
      ),
    ]);
  });

  it('makes a ghost of a node created with a param its definition lacks, warns, and goes on', async () => {
    const withParam = line({
      eventType: 'nodeCreated',
      eventId: 'e5',
      timestamp: 5,
      nodeId: 'node_p',
      definitionName: 'plus',
      parentId: 'node_lvl',
      name: 'p',
      params: { colour: { value: 'red' } },
    });
    const after = line({
      eventType: 'nodeRenamed',
      eventId: 'e6',
      timestamp: 6,
      nodeId: 'node_in',
      name: 'in2',
    });
    const { io, out, err } = captureIo({ 'events.jsonl': `${log}\n${withParam}\n${after}` });
    expect(await runCli(['replay', 'events.jsonl'], io)).toBe(0);
    expect(err).toContain(
      'warning: Event nodeCreated e5 failed, ghost node created: Param not found: p.colour',
    );
    const nodes = JSON.parse(out.join('\n')).nodes as Array<{ id: string; name: string; isGhost?: boolean }>;
    expect(nodes.find((n) => n.id === 'node_p')).toMatchObject({ name: 'ghost_p', isGhost: true });
    expect(nodes.find((n) => n.id === 'node_in')?.name).toBe('in2');
  });

  it('refuses a line that is not JSON, naming the line, with exit code 2', async () => {
    const { io, err } = captureIo({ 'bad.jsonl': `${log.split('\n')[0]}\n{oops` });
    expect(await runCli(['replay', 'bad.jsonl'], io)).toBe(2);
    expect(err[0]).toMatch(/^bad\.jsonl:2: invalid JSON/);
  });

  it('refuses an event of an unknown type or with a missing field, with exit code 2', async () => {
    // spec 2 §8's message with the line, not zod's list of every event type
    const unknown = captureIo({
      'e.jsonl': `${log.split('\n')[0]}\n\n${line({ eventType: 'nodeExploded', eventId: 'e2', timestamp: 2 })}\n`,
    });
    expect(await runCli(['replay', 'e.jsonl'], unknown.io)).toBe(2);
    expect(unknown.err).toEqual([
      'e.jsonl:3: Unknown or unsupported event type: nodeExploded\nUsage: nodeloom replay <events.jsonl>',
    ]);
    const notObject = captureIo({ 'e.jsonl': '[1, 2]' });
    expect(await runCli(['replay', 'e.jsonl'], notObject.io)).toBe(2);
    expect(notObject.err[0]).toMatch(/^e\.jsonl:1: invalid event: not a JSON object\n/);
    const untyped = captureIo({ 'e.jsonl': line({ eventId: 'e1', timestamp: 1 }) });
    expect(await runCli(['replay', 'e.jsonl'], untyped.io)).toBe(2);
    expect(untyped.err[0]).toMatch(/^e\.jsonl:1: Unknown or unsupported event type\n/);
    const missing = captureIo({ 'e.jsonl': line({ eventType: 'nodeDeleted', eventId: 'e1', timestamp: 1 }) });
    expect(await runCli(['replay', 'e.jsonl'], missing.io)).toBe(2);
    expect(missing.err[0]).toMatch(/^e\.jsonl:1: invalid event at nodeId/);
  });

  it('refuses an invalid node id with exit code 2, a missing file and a missing argument too', async () => {
    const badId = captureIo({
      'e.jsonl': line({
        eventType: 'nodeCreated',
        eventId: 'e1',
        timestamp: 1,
        nodeId: 'x1',
        definitionName: 'level',
        parentId: 'fex',
      }),
    });
    expect(await runCli(['replay', 'e.jsonl'], badId.io)).toBe(2);
    expect(badId.err[0]).toContain('e.jsonl: Invalid node id format, it must start with "node_"');
    const none = captureIo({});
    expect(await runCli(['replay', 'nope.jsonl'], none.io)).toBe(2);
    expect(none.err[0]).toContain('Cannot read nope.jsonl');
    expect(await runCli(['replay'], none.io)).toBe(2);
  });
});
