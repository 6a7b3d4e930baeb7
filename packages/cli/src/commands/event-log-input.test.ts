import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli.js';
import { captureIo } from './capture-io.testing.js';

let eventCount = 0;
const event = (fields: object) =>
  JSON.stringify({ eventId: `e${++eventCount}`, timestamp: eventCount, ...fields });
const created = (nodeId: string, definitionName: string, params?: object) =>
  event({ eventType: 'nodeCreated', nodeId, definitionName, parentId: 'fex', name: nodeId.slice(5), params });
const wired = (sourceNode: string, output: string, targetNode: string, input: string, order = 0) =>
  event({
    eventType: 'connectionCreated',
    connection: {
      sourceNode,
      targetNode,
      sourceOutputIdentifier: output,
      targetInputIdentifier: input,
      order,
    },
  });

/** /fex: two + three → plus, a unitTest expecting 5, and a node of an unknown definition (a ghost). */
const log = [
  created('node_two', 'constant', { type: { value: 'number' }, value: { value: 2 } }),
  created('node_three', 'constant', { type: { value: 'number' }, value: { value: 3 } }),
  created('node_five', 'constant', { type: { value: 'number' }, value: { value: 5 } }),
  created('node_plus', 'plus'),
  wired('node_two', 'value', 'node_plus', 'numbers', 0),
  wired('node_three', 'value', 'node_plus', 'numbers', 1),
  created('node_check', 'unitTest', { testName: { value: 'adds' }, compareMethod: { value: 'equal' } }),
  wired('node_plus', 'result', 'node_check', 'actual'),
  wired('node_five', 'value', 'node_check', 'expected'),
  created('node_gone', 'noSuchNode'),
].join('\n');

const ghostWarning =
  'warning: Event nodeCreated e10 failed, ghost node created: Definition not found: noSuchNode';

describe('an event log (.jsonl) given to eval, test and build', () => {
  it('eval replays it first, printing the replay warnings on stderr', async () => {
    const { io, out, err } = captureIo({ 'shop.jsonl': `${log}\n` });
    expect(await runCli(['eval', 'shop.jsonl', '--path', '/fex/plus', '--output', 'result'], io)).toBe(0);
    expect(out).toEqual(['5']);
    expect(err).toEqual([ghostWarning]);
  });

  it('test runs the unitTest nodes of the replayed graph; a log is known by its first line too', async () => {
    const { io, out } = captureIo({ 'shop.log': log });
    expect(await runCli(['test', 'shop.log'], io)).toBe(0);
    expect(out).toEqual(['PASS /fex/check (adds)', '1 passed, 0 failed']);
  });

  it('a bad line stops eval with its line number and exit code 2', async () => {
    const { io, err } = captureIo({
      'shop.jsonl': `${log}\n{"eventType":"nope","eventId":"x","timestamp":1}`,
    });
    expect(await runCli(['eval', 'shop.jsonl', '--path', '/fex/plus'], io)).toBe(2);
    expect(err[0]).toMatch(/^shop\.jsonl:11: Unknown or unsupported event type: nope\n/);
  });

  it('build replays it before building (here a graph the site builder refuses)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'nodeloom-log-'));
    try {
      await writeFile(join(dir, 'empty.jsonl'), `${created('node_plus', 'plus')}\n`);
      const { io, err } = captureIo({});
      io.readFile = (path) => readFile(path, 'utf8');
      // no appEntry: the replayed graph reached the site builder
      expect(await runCli(['build', join(dir, 'empty.jsonl'), '--out', join(dir, 'site')], io)).toBe(1);
      expect(err).toEqual(['An appEntry node is required to deploy']);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
