import { type Command, type CommandIo, UsageError } from './command.js';
import { commands } from './commands/index.js';

const HELP_FLAGS = new Set(['--help', '-h']);

function usage(): string {
  const lines = commands.flatMap((c) => [`  nodeloom ${c.usage}`, `      ${c.summary}`]);
  return [
    'Usage: nodeloom <command> [options]',
    '',
    'Commands:',
    ...lines,
    '',
    'Run "nodeloom <command> --help" for the options and an example of each.',
  ].join('\n');
}

function commandHelp(command: Command): string {
  return [
    `Usage: nodeloom ${command.usage}`,
    '',
    `${command.summary[0].toUpperCase()}${command.summary.slice(1)}.`,
    '',
    ...command.help,
    '',
    'Example:',
    ...command.examples.map((example) => `  nodeloom ${example}`),
  ].join('\n');
}

/** Runs the CLI with the given arguments; returns the exit code. */
export async function runCli(argv: string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || HELP_FLAGS.has(name)) {
    io.stdout(usage());
    return name ? 0 : 2;
  }
  const command = commands.find((c) => c.name === name);
  if (!command) {
    io.stderr(`Unknown command: ${name}\n\n${usage()}`);
    return 2;
  }
  // `nodeloom eval --help`, and `nodeloom help eval` (no built-in node is named like a command)
  const helpFor = name === 'help' && rest.length === 1 ? commands.find((c) => c.name === rest[0]) : undefined;
  if (helpFor || rest.some((arg) => HELP_FLAGS.has(arg))) {
    io.stdout(commandHelp(helpFor ?? command));
    return 0;
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
