import { EngineError } from '../errors/index.js';
import type { History } from '../history/index.js';
import type { GraphNode } from '../model/index.js';
import { generateNodeId, ROOT_ID } from '../model/index.js';
import { pathOf, resolvePath } from '../paths/index.js';
import type { CurrentLevel, Project } from '../project/index.js';

/** A command's own failure, printed as 'Error: …'. */
export class CommandError extends EngineError {
  constructor(message: string) {
    super('CommandError', message);
  }
}

/** What terminal commands work with. */
export class TerminalContext {
  constructor(
    readonly project: Project,
    readonly history: History,
    readonly level: CurrentLevel,
  ) {}

  get pwd(): string {
    return this.level.id === undefined ? '/' : pathOf(this.project.state, this.level.id);
  }

  /** Resolves a path from the current level: a node id or ROOT_ID. */
  resolve(path: string): string {
    const id = resolvePath(this.project.state, path, this.level.id);
    if (id === undefined) throw new CommandError(`Node not found: ${path} at level ${this.pwd}`);
    return id;
  }

  node(path: string): GraphNode {
    const id = this.resolve(path);
    if (id === ROOT_ID) throw new CommandError(`Root is not a node: ${path}`);
    return this.project.state.getNode(id)!;
  }

  newNodeId(): string {
    return generateNodeId(this.project.random);
  }

  require(value: string | undefined, what: string): string {
    if (value === undefined || value === '') throw new CommandError(`${what} is required`);
    return value;
  }
}
