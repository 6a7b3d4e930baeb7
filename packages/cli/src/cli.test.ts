import { createBuiltInRegistry } from '@nodeloom/nodes';
import { describe, expect, it } from 'vitest';
import { runCli } from './cli.js';
import { captureIo } from './commands/capture-io.testing.js';
import { commands } from './commands/index.js';

describe('nodeloom --help', () => {
  it('lists every command with its usage and summary', async () => {
    const { io, out } = captureIo({});
    expect(await runCli(['--help'], io)).toBe(0);
    const text = out.join('\n');
    for (const command of commands) {
      expect(text).toContain(`  nodeloom ${command.usage}\n      ${command.summary}`);
    }
    expect(text).toContain('Run "nodeloom <command> --help"');
  });

  it('prints the help of one command with its usage, options and an example, exit 0', async () => {
    const { io, out, err } = captureIo({});
    expect(await runCli(['eval', '--help'], io)).toBe(0);
    expect(err).toEqual([]);
    const text = out.join('\n');
    expect(text).toMatch(/^Usage: nodeloom eval <project\.json\|events\.jsonl> --path /);
    expect(text).toContain('  --output <id>   print only this output');
    expect(text).toContain('Example:\n  nodeloom eval shop.json --path /fex/math/plus --output result');
  });

  it('nodeloom help <command> prints the same help as <command> --help', async () => {
    const viaHelp = captureIo({});
    const viaFlag = captureIo({});
    expect(await runCli(['help', 'serve'], viaHelp.io)).toBe(0);
    expect(await runCli(['serve', '--help'], viaFlag.io)).toBe(0);
    expect(viaHelp.out).toEqual(viaFlag.out);
    expect(viaHelp.out.join('\n')).toMatch(/^Usage: nodeloom serve <dir>/);
    // so `help <name>` is never ambiguous between a command and a node
    const nodeNames = createBuiltInRegistry()
      .list()
      .map((d) => d.definitionName);
    expect(nodeNames.filter((n) => commands.some((c) => c.name === n))).toEqual([]);
  });

  it('answers -h and --help anywhere after the command, for every command', async () => {
    for (const command of commands) {
      const { io, out } = captureIo({});
      expect(await runCli([command.name, 'some.json', '-h'], io), command.name).toBe(0);
      expect(out.join('\n')).toContain(`Usage: nodeloom ${command.usage}`);
      expect(command.examples.length, command.name).toBeGreaterThan(0);
    }
  });
});
