import { describe, expect, it } from 'vitest';
import { runCli } from '../cli.js';
import { captureIo } from './capture-io.testing.js';

describe('nodeloom help', () => {
  it('prints the help of a node: description, inputs, params with defaults and ranges, outputs', async () => {
    const { io, out, err } = captureIo({});
    expect(await runCli(['help', 'switchInput'], io)).toBe(0);
    expect(err).toEqual([]);
    const text = out.join('\n');
    expect(text).toMatch(/^switchInput \(flowControl\)\nOutputs the input at the chosen index/);
    expect(text).toContain('Inputs:\n  inputs (Inputs): inferred, multi-input (at least 1 wire)');
    expect(text).toContain('Params:\n  index (Index): number, int widget, default 0, range 0 to 10');
    expect(text).toContain('Outputs:\n  output (Output): inferred');
  });

  it('exits 2 with a message for an unknown node, hinting at a case slip', async () => {
    const unknown = captureIo({});
    expect(await runCli(['help', 'noSuchNode'], unknown.io)).toBe(2);
    expect(unknown.err).toEqual(['Unknown node: noSuchNode. Run "nodeloom help --list" to see every node.']);
    expect(unknown.out).toEqual([]);

    const slip = captureIo({});
    expect(await runCli(['help', 'restapicall'], slip.io)).toBe(2);
    expect(slip.err[0]).toContain('Did you mean restApiCall?');
  });

  it('--list prints every registered definition name with its category', async () => {
    const { io, out } = captureIo({});
    expect(await runCli(['help', '--list'], io)).toBe(0);
    const rows = out.map((line) => line.trim().split(/\s+/));
    expect(rows).toContainEqual(['restApiCall', 'data']);
    expect(rows).toContainEqual(['codeFormat', 'utility/data']);
    expect(rows).toContainEqual(['htmlContext', 'context']);
    expect(rows.every((row) => row.length === 2)).toBe(true);
    expect(new Set(rows.map(([name]) => name)).size).toBe(rows.length);
  });

  it('exits 2 with its usage when no node is named', async () => {
    const { io, err } = captureIo({});
    expect(await runCli(['help'], io)).toBe(2);
    expect(err.join('\n')).toContain('Usage: nodeloom help <node> | help --list');
  });
});
