import { EngineError } from '../errors/index.js';
import { History } from '../history/index.js';
import { TERMINAL_HISTORY_LIMIT } from '../model/index.js';
import { CurrentLevel, type Project } from '../project/index.js';
import { splitWords } from './arguments.js';
import { type TerminalCommand, terminalCommands } from './terminal-commands.js';
import { TerminalContext } from './terminal-context.js';

function capped(list: string[], items: string[]): void {
  list.push(...items);
  if (list.length > TERMINAL_HISTORY_LIMIT) list.splice(0, list.length - TERMINAL_HISTORY_LIMIT);
}

/**
 * The command line over the engine (spec 2 §5 Command line): every command becomes user events
 * through the history, so it can be undone. Inputs and outputs are each capped at 200 lines.
 */
export class Terminal {
  readonly context: TerminalContext;
  /** the lines typed, oldest first */
  readonly inputs: string[] = [];
  /** the lines printed, oldest first */
  readonly outputs: string[] = [];

  constructor(project: Project, history = new History(project), level = new CurrentLevel(project)) {
    this.context = new TerminalContext(project, history, level);
  }

  /** Runs one line; returns what it printed (errors as 'Error: …'). */
  run(line: string): string[] {
    const [name, ...words] = splitWords(line.trim());
    if (!name) return [];
    capped(this.inputs, [line]);
    let printed: string[];
    try {
      printed = this.#run(name, words);
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      printed = [`Error: ${error.message}`];
    }
    capped(this.outputs, printed);
    return printed;
  }

  #run(name: string, words: string[]): string[] {
    if (name === 'help') return this.#help();
    const command = terminalCommands.find(
      (c: TerminalCommand) => c.name === name || c.aliases?.includes(name),
    );
    if (!command) return [`Error: Unknown command: ${name}. Type help for the list.`];
    return command.run(this.context, words);
  }

  #help(): string[] {
    return [
      ...terminalCommands.map(
        (c) => `${c.usage.padEnd(56)} ${c.summary}${c.aliases ? ` (also: ${c.aliases.join(', ')})` : ''}`,
      ),
      `${'help'.padEnd(56)} this list`,
    ];
  }
}
