import { NodeDefinitionNotFoundError, NodeError } from '../errors/index.js';
import {
  CONTEXT_DEFINITIONS,
  CONTEXT_NODE_COLOR,
  DEFAULT_NODE_COLOR,
  DEFAULT_NODE_SIZE,
  type DefinedParam,
  type DefinitionRegistry,
  type GraphNode,
  MIN_NODE_SIZE,
  type NodeDefinition,
  type Size,
} from '../model/index.js';
import type { EventOf } from './event.js';

export function clampSize(size: Size): Size {
  return { width: Math.max(MIN_NODE_SIZE, size.width), height: Math.max(MIN_NODE_SIZE, size.height) };
}

/** Defined params of a definition at their defaults. */
export function defaultParams(definition: NodeDefinition): Record<string, DefinedParam> {
  const params: Record<string, DefinedParam> = {};
  for (const p of definition.parameters) {
    params[p.name] = { name: p.name, value: p.defaultValue, expression: '', evalType: 'literal' };
  }
  return params;
}

/** The definition or NodeDefinitionNotFound ('Definition not found: {id}'). */
export function requireDefinition(registry: DefinitionRegistry, definitionName: string): NodeDefinition {
  const definition = registry.get(definitionName);
  if (!definition) throw new NodeDefinitionNotFoundError(definitionName);
  return definition;
}

/** The node a nodeCreated event describes, with the definition's defaults filled in. */
export function buildNode(
  definition: NodeDefinition,
  event: EventOf<'nodeCreated'>,
  name: string,
): GraphNode {
  const params = defaultParams(definition);
  for (const [key, given] of Object.entries(event.params ?? {})) {
    const base = params[key];
    // refused as a paramValueChanged for it is (params.ts), so a replay makes it a ghost
    if (!base) throw new NodeError('InvalidDataKey', `Param not found: ${name}.${key}`);
    params[key] = {
      ...base,
      ...(given.value !== undefined ? { value: given.value } : {}),
      ...(given.expression !== undefined ? { expression: given.expression } : {}),
      ...(given.evalType !== undefined ? { evalType: given.evalType } : {}),
    };
  }
  const isContext = CONTEXT_DEFINITIONS.has(definition.definitionName);
  const node: GraphNode = {
    id: event.nodeId,
    definitionName: definition.definitionName,
    name,
    position: event.position ?? { x: 0, y: 0 },
    size: clampSize(event.size ?? definition.editorConfig.size ?? DEFAULT_NODE_SIZE),
    color:
      event.color ??
      (isContext
        ? CONTEXT_NODE_COLOR
        : (definition.editorConfig.style?.backgroundColor ?? DEFAULT_NODE_COLOR)),
    comment: '',
    params,
    customParams: {},
    flags: {},
    // in the literal, as copyNode has it; a root context drops the key again
    parentId: event.parentId,
  };
  if (event.parentId === undefined) delete node.parentId;
  const udnId = event.udnId ?? definition.udnId;
  if (udnId !== undefined) node.udnId = udnId;
  return node;
}
