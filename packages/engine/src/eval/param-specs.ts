import type { DataType, DefinitionRegistry, EvalType, GraphNode } from '../model/index.js';
import { nodeDefinition } from '../udn/library.js';

/** One param of a node as the evaluator reads it: defined (from the definition) or custom. */
export interface ParamSpec {
  name: string;
  custom: boolean;
  dataType: DataType;
  defaultValue: unknown;
  required: boolean;
  value: unknown;
  expression: string;
  evalType: EvalType;
}

/** The defined params (definition defaults overlaid with the node's stored values) and custom params. */
export function paramSpecs(node: GraphNode, registry: DefinitionRegistry): ParamSpec[] {
  const specs: ParamSpec[] = [];
  const declared = nodeDefinition(registry, node)?.parameters ?? [];
  for (const p of declared) {
    const stored = node.params[p.name];
    specs.push({
      name: p.name,
      custom: false,
      dataType: p.dataType,
      defaultValue: p.defaultValue,
      required: p.required === true,
      value: stored ? stored.value : p.defaultValue,
      expression: stored?.expression ?? '',
      evalType: stored?.evalType ?? 'literal',
    });
  }
  // params stored on the node that its definition does not declare (e.g. a level's own) still read
  for (const name in node.params) {
    if (declared.some((p) => p.name === name)) continue;
    const stored = node.params[name];
    specs.push({
      name,
      custom: false,
      dataType: 'inferred',
      defaultValue: undefined,
      required: false,
      value: stored.value,
      expression: stored.expression,
      evalType: stored.evalType,
    });
  }
  for (const id in node.customParams) {
    const cp = node.customParams[id];
    if (cp.widget === 'folder' || cp.isTemplate) continue;
    specs.push({
      name: cp.name,
      custom: true,
      dataType: cp.dataType,
      defaultValue: cp.defaultValue,
      required: cp.required === true,
      value: cp.value,
      expression: cp.expression,
      evalType: cp.evalType,
    });
  }
  return specs;
}

/** A value the user has not set: 'Required parameter not set'. */
export function isUnset(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}
