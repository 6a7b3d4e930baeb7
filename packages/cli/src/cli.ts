import { type CommandIo, UsageError } from './command.js';
import { commands } from './commands/index.js';

function usage(): string {
  const lines = commands.map((c) => `  ${c.usage.padEnd(48)} ${c.summary}`);
  return ['Usage: nodeloom <command> [options]', '', 'Commands:', ...lines].join('\n');
}

/** Runs the CLI with the given arguments; returns the exit code. */
export async function runCli(argv: string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h') {
    io.stdout(usage());
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr(`Unknown command: ${name}\n\n${usage()}`);
    return 2;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`${error.message}\nUsage: nodeloom ${command.usage}`);
      return 2;
    }
    throw error;
  }
}
