import { CurrentLevel, Terminal } from '@nodeloom/engine';
import type { WorkspaceEditor } from '../../../editor/WorkspaceEditor.js';
import { type Completion, complete } from './completion.js';

/** What a read-only viewer may still run: looking around changes nothing. */
const READ_ONLY_COMMANDS = new Set(['cd', 'pwd', 'ls', 'help']);

/**
 * The workspace's command line over one open project: the engine's Terminal on the editor's own
 * history (so the top bar's undo undoes a terminal command too), with its own current level like a
 * shell. One per editor, so closing and reopening the panel keeps what was typed and printed.
 */
export class TerminalSession {
  readonly #terminal: Terminal;

  constructor(private readonly editor: WorkspaceEditor) {
    // starts where the canvas is (the project's context), then moves on its own with cd
    const level = new CurrentLevel(editor.project);
    const shown = editor.levelPath().at(-1)?.id;
    if (shown !== undefined && editor.getNode(shown)) level.set(shown);
    this.#terminal = new Terminal(editor.project, editor.history, level);
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
    if (this.editor.readOnly && name !== '' && !READ_ONLY_COMMANDS.has(name)) {
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
    return complete(this.editor.project, this.#terminal.context.level.id, line);
  }
}

const sessions = new WeakMap<WorkspaceEditor, TerminalSession>();

export function terminalSessionOf(editor: WorkspaceEditor): TerminalSession {
  let session = sessions.get(editor);
  if (!session) {
    session = new TerminalSession(editor);
    sessions.set(editor, session);
  }
  return session;
}
