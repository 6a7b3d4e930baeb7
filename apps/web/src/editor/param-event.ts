import type { EventInput, GraphNode } from '@nodeloom/engine';

/** The event setting a param's value: a defined param by name, else a custom param by id or name. */
export function paramValueEvent(node: GraphNode, param: string, value: unknown): EventInput {
  if (param in node.params)
    return { eventType: 'paramValueChanged', nodeId: node.id, paramName: param, value };
  const custom = node.customParams[param] ?? Object.values(node.customParams).find((c) => c.name === param);
  if (custom)
    return { eventType: 'customParamValueChanged', nodeId: node.id, customParamId: custom.id, value };
  throw new Error(`Param ${param} not found on node ${node.name}`);
}
