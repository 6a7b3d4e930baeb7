import { CurrentLevel, type History, type Project, Terminal } from '@nodeloom/engine';
import type { Completion, EditorTerminalApi } from '../editor-api.js';
import { complete } from './completion.js';

/** What a read-only viewer may still run: looking around changes nothing. */
const READ_ONLY_COMMANDS = new Set(['cd', 'pwd', 'ls', 'help']);

/**
 * The workspace's command line over one open project: the engine's Terminal on the editor's own
 * history (so the top bar's undo undoes a terminal command too), with its own current level like a
 * shell. One per editor (`editor.terminal`), so closing and reopening the panel keeps what was typed
 * and printed.
 */
export class EditorTerminal implements EditorTerminalApi {
  readonly #terminal: Terminal;

  /** `shownLevel`: where the canvas is when the terminal first opens (the project's context); then cd moves it */
  constructor(
    private readonly project: Project,
    history: History,
    private readonly readOnly: boolean,
    shownLevel: string | undefined,
  ) {
    const level = new CurrentLevel(project);
    if (shownLevel !== undefined && project.graph.getNode(shownLevel)) level.set(shownLevel);
    this.#terminal = new Terminal(project, history, level);
  }

  /** typed lines, oldest first (capped at 200 by the engine) */
  get inputs(): readonly string[] {
    return this.#terminal.inputs;
  }

  /** printed lines, oldest first (capped at 200) */
  get outputs(): readonly string[] {
    return this.#terminal.outputs;
  }

  prompt(): string {
    return `${this.#terminal.context.pwd} $ `;
  }

  /** Runs one line and returns what it printed; refuses edits on a read-only project. */
  run(line: string): string[] {
    const name = line.trim().split(/\s+/)[0] ?? '';
    if (this.readOnly && name !== '' && !READ_ONLY_COMMANDS.has(name)) {
      return [`Error: This project is read-only: ${name} would change it`];
    }
    try {
      return this.#terminal.run(line);
    } catch (error) {
      // the engine prints its own errors; anything else is still the line's failure, not the app's
      return [`Error: ${error instanceof Error ? error.message : String(error)}`];
    }
  }

  complete(line: string): Completion {
    return complete(this.project, this.#terminal.context.level.id, line);
  }
}
