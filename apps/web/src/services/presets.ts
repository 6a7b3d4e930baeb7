// Node preset calls of spec 1 §7 (GET, POST /nodePresets; GET, PATCH, DELETE /nodePresets/{id}).
import { type NodePreset, routes } from '@nodeloom/api';
import type { EvalType, GraphNode, NodeDefinition } from '@nodeloom/engine';
import { queryOptions } from '@tanstack/react-query';
import type { ParamFieldEdit } from '../editor/index.js';
import { api } from './api.js';

export type { NodePreset };

export const presetKeys = { list: ['nodePresets'] as const };

/** The user's node presets, by definition then name. */
export const presetsQuery = () =>
  queryOptions({
    queryKey: presetKeys.list,
    queryFn: ({ signal }) =>
      api
        .call(routes.nodePresets.list, {}, { signal })
        .then((list) =>
          [...list].sort(
            (a, b) => a.definitionName.localeCompare(b.definitionName) || a.name.localeCompare(b.name),
          ),
        ),
  });

/** What a preset keeps of one defined param: its literal, its expression and which one is used. */
export interface PresetParam {
  value: unknown;
  expression: string;
  evalType: EvalType;
}

/**
 * A node's defined params as preset params: those set on the node, and its definition's defaults
 * for the rest (a node stores only what was set), so applying the preset gives the same values.
 * Custom params belong to the node, not its kind, and are left out.
 */
export function presetParamsOf(
  node: GraphNode,
  definition: Pick<NodeDefinition, 'parameters'> | undefined,
): Record<string, PresetParam> {
  const params: Record<string, PresetParam> = {};
  for (const param of definition?.parameters ?? []) {
    params[param.name] = { value: param.defaultValue, expression: '', evalType: 'literal' };
  }
  for (const [name, param] of Object.entries(node.params)) {
    params[name] = { value: param.value, expression: param.expression, evalType: param.evalType };
  }
  return params;
}

const isPresetParam = (raw: unknown): raw is PresetParam =>
  typeof raw === 'object' &&
  raw !== null &&
  'value' in raw &&
  typeof (raw as PresetParam).expression === 'string' &&
  typeof (raw as PresetParam).evalType === 'string';

/**
 * The param field edits that apply a preset to a node (setParamFields makes them one undo step).
 * `paramNames` are the node's defined params (its definition's, stored or not yet); others in the
 * preset are left out. A preset value that is not a PresetParam is taken as a literal.
 */
export function presetEdits(
  preset: NodePreset,
  nodeId: string,
  paramNames: ReadonlySet<string>,
): ParamFieldEdit[] {
  const edits: ParamFieldEdit[] = [];
  const node = { id: nodeId };
  for (const [param, raw] of Object.entries(preset.params)) {
    if (!paramNames.has(param)) continue;
    const fields: PresetParam = isPresetParam(raw)
      ? raw
      : { value: raw, expression: '', evalType: 'literal' as EvalType };
    edits.push({ nodeId: node.id, param, field: 'value', value: fields.value });
    edits.push({ nodeId: node.id, param, field: 'expression', value: fields.expression });
    edits.push({ nodeId: node.id, param, field: 'evalType', value: fields.evalType });
  }
  return edits;
}

export function createPreset(
  name: string,
  node: GraphNode,
  definition: Pick<NodeDefinition, 'parameters'> | undefined,
): Promise<NodePreset> {
  return api.call(routes.nodePresets.create, {
    body: { name, definitionName: node.definitionName, params: presetParamsOf(node, definition) },
  });
}

export function renamePreset(id: string, name: string): Promise<NodePreset> {
  return api.call(routes.nodePresets.update, { params: { id }, body: { name } });
}

export function deletePreset(id: string): Promise<void> {
  return api.call(routes.nodePresets.delete, { params: { id } }).then(() => undefined);
}
