/** Where a command writes; injected so tests read what a user would see. */
export interface CommandIo {
  stdout(line: string): void;
  stderr(line: string): void;
  readFile(path: string): Promise<string>;
}

/** A CLI command: returns the process exit code (0 ok, 1 a failed verdict, 2 bad input). */
export interface Command {
  name: string;
  /** one line for the command list */
  summary: string;
  usage: string;
  /** what `nodeloom <command> --help` prints after the usage: options and behaviour */
  help: string[];
  /** worked examples, without the leading `nodeloom ` */
  examples: string[];
  run(args: string[], io: CommandIo): Promise<number>;
}

/** Bad input given to a command: printed as is, exit code 2. */
export class UsageError extends Error {
  readonly code = 'UsageError';
}
