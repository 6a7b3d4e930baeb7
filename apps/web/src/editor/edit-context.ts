import {
  type EventInput,
  type GraphNode,
  type History,
  type NodeDefinition,
  nodeDefinition,
  type Project,
} from '@nodeloom/engine';
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
  /** runs `run`, reporting what it throws (undefined then) */
  attempt<T>(run: () => T): T | undefined;
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
