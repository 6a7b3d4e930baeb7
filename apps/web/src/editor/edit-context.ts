import {
  type EventInput,
  type GraphNode,
  type History,
  type NodeDefinition,
  nodeDefinition,
  type Project,
} from '@nodeloom/engine';
import type { Refusal, Result } from '../base/errors.js';
import type { ParamField, SelectMode } from './editor-api.js';
import { paramFieldEvent } from './param-field-event.js';

/**
 * What the editor's managers (node writes, param writes, clipboard, UDN commands, tools) share:
 * the project and its history, and the editor's one way to apply a user action.
 */
export interface EditContext {
  readonly project: Project;
  readonly history: History;
  readonly readOnly: boolean;
  /** the level shown (undefined: Root) */
  levelId(): string | undefined;
  levelNodeIds(): readonly string[];
  selection(): ReadonlySet<string>;
  select(ids: readonly string[], mode?: SelectMode): void;
  /** a user action through the history: one undo step; a refusal is reported, not thrown (false) */
  dispatch(inputs: readonly EventInput[]): boolean;
  /**
   * A user action whose refusal its caller shows: one undo step, or the refusal as a value (the
   * engine's, or read-only), reported to nobody; `inputs` may throw an EngineError (a refusal too).
   * No inputs: done, nothing changed.
   */
  write(inputs: () => readonly EventInput[]): Result;
  /** runs `run`, reporting what it throws (undefined then) */
  attempt<T>(run: () => T): T | undefined;
  /** reports a refusal no caller hands on (a toast in the app) */
  report(refusal: Refusal): void;
}

export function definitionOfNode(project: Project, nodeId: string): NodeDefinition | undefined {
  const node = project.graph.getNode(nodeId);
  return node ? nodeDefinition(project.registry, node) : undefined;
}

/** The event writing one field of a node's param (declared by its definition, or custom); undefined when it has none. */
export function nodeParamEvent(
  project: Project,
  node: GraphNode,
  param: string,
  field: ParamField,
  value: unknown,
): EventInput | undefined {
  const declared = definitionOfNode(project, node.id)?.parameters.some((p) => p.name === param) ?? false;
  return paramFieldEvent(node, declared, param, field, value);
}
