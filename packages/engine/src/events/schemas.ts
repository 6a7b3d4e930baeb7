/**
 * Every event of spec 2 §3 Events: one zod schema each, grouped by family. The family files
 * (node-lifecycle.ts, node-properties.ts, …) hold the apply and inverse of these events.
 * The catalogue with field meanings is docs/events.md.
 */
import { z } from 'zod';
import {
  connectionSchema,
  customParamSchema,
  definedParamSchema,
  evalTypeSchema,
  eventBase,
  graphNodeSchema,
  nodeFlagSchema,
  repackMappingsSchema,
  udnUpdateStrategySchema,
  unorderedUpdateSchema,
} from './entity-schemas.js';

const nodeId = z.string().min(1);
const ev = <T extends string, S extends z.ZodRawShape>(eventType: T, shape: S) =>
  z.object({ ...eventBase, eventType: z.literal(eventType), ...shape });

const paramValues = z.record(
  z.string(),
  z.object({
    value: z.unknown().optional(),
    expression: z.string().optional(),
    evalType: evalTypeSchema.optional(),
  }),
);

// ---- node lifecycle ----
export const nodeCreatedSchema = ev('nodeCreated', {
  nodeId,
  definitionName: z.string().min(1),
  /** absent: automatic name from the definition's editor config */
  name: z.string().optional(),
  /** absent means Root (only root contexts, or with allowWithoutParent) */
  parentId: z.string().optional(),
  position: z.object({ x: z.number(), y: z.number() }).optional(),
  size: z.object({ width: z.number(), height: z.number() }).optional(),
  color: z.string().optional(),
  /** initial params overriding the definition defaults */
  params: paramValues.optional(),
  udnId: z.string().optional(),
  /** the option of spec 2 §5 that bypasses 'Cannot create node without parent' */
  allowWithoutParent: z.boolean().optional(),
});
export const nodeBootstrappedSchema = ev('nodeBootstrapped', { node: graphNodeSchema });
export const nodeDeletedSchema = ev('nodeDeleted', { nodeId });

// ---- node properties ----
export const nodeRenamedSchema = ev('nodeRenamed', { nodeId, name: z.string() });
export const nodePositionChangedSchema = ev('nodePositionChanged', {
  nodeId,
  position: z.object({ x: z.number().optional(), y: z.number().optional() }),
});
export const nodeResizedSchema = ev('nodeResized', {
  nodeId,
  size: z.object({ width: z.number(), height: z.number() }),
});
export const nodeFlagToggledSchema = ev('nodeFlagToggled', {
  nodeId,
  flag: z.union([nodeFlagSchema, z.string()]),
  /** absent: toggles */
  value: z.boolean().optional(),
});
export const colorChangedSchema = ev('colorChanged', { nodeId, color: z.string() });
export const commentChangedSchema = ev('commentChanged', { nodeId, comment: z.string() });
/** trayNodeId null detaches the node from its tray */
export const addedToTraySchema = ev('addedToTray', { nodeId, trayNodeId: z.string().nullable() });

// ---- defined params ----
const paramRef = { nodeId, paramName: z.string().min(1) };
export const paramValueChangedSchema = ev('paramValueChanged', { ...paramRef, value: z.unknown() });
export const paramExpressionChangedSchema = ev('paramExpressionChanged', {
  ...paramRef,
  expression: z.string(),
});
export const paramEvalTypeChangedSchema = ev('paramEvalTypeChanged', {
  ...paramRef,
  evalType: evalTypeSchema,
});
export const paramGlanceChangedSchema = ev('paramGlanceChanged', { ...paramRef, glance: z.boolean() });

// ---- custom params ----
const customRef = { nodeId, customParamId: z.string().min(1) };
export const customParamAddedSchema = ev('customParamAdded', { nodeId, customParam: customParamSchema });
export const customParamDeletedSchema = ev('customParamDeleted', customRef);
export const customParamValueChangedSchema = ev('customParamValueChanged', {
  ...customRef,
  value: z.unknown(),
});
export const customParamExpressionChangedSchema = ev('customParamExpressionChanged', {
  ...customRef,
  expression: z.string(),
});
export const customParamEvalTypeChangedSchema = ev('customParamEvalTypeChanged', {
  ...customRef,
  evalType: evalTypeSchema,
});
export const customParamGlanceChangedSchema = ev('customParamGlanceChanged', {
  ...customRef,
  glance: z.boolean(),
});
/** `changes` keys must be in UPDATABLE_CUSTOM_PARAM_KEYS */
export const customParamDefinitionChangedSchema = ev('customParamDefinitionChanged', {
  ...customRef,
  changes: z.record(z.string(), z.unknown()),
});

// ---- multiparam folders ----
const folderRef = { nodeId, folderId: z.string().min(1) };
export const multiParamTemplateCreatedSchema = ev('multiParamTemplateCreated', {
  ...folderRef,
  template: customParamSchema,
  /** ids of the instances created for groups that already exist, by group number */
  instanceIds: z.record(z.string(), z.string()).optional(),
});
export const multiParamInstanceGroupInsertedSchema = ev('multiParamInstanceGroupInserted', {
  ...folderRef,
  groupNumber: z.number().int().positive(),
  /** new instance id per template id */
  instanceIds: z.record(z.string(), z.string()),
  /** initial value/expression/evalType per template id (defaults from the template otherwise) */
  values: paramValues.optional(),
});
export const multiParamInstanceGroupDeletedSchema = ev('multiParamInstanceGroupDeleted', {
  ...folderRef,
  groupNumber: z.number().int().positive(),
});
export const multiParamInstanceGroupMovedSchema = ev('multiParamInstanceGroupMoved', {
  ...folderRef,
  from: z.number().int().positive(),
  to: z.number().int().positive(),
});

// ---- connections ----
export const connectionCreatedSchema = ev('connectionCreated', { connection: connectionSchema });
export const connectionDeletedSchema = ev('connectionDeleted', { connectionId: z.string().min(1) });
/** connectionIds: every wire of that input, in the new order (orders become 0..n-1) */
export const multiInputReorderedSchema = ev('multiInputReordered', {
  nodeId,
  inputIdentifier: z.string().min(1),
  connectionIds: z.array(z.string()),
});

// ---- UDN and definitions ----
const innerEvent = z.looseObject({ eventType: z.string(), eventId: z.string() });
export const unpackedSchema = ev('unpacked', {
  nodeId,
  /** the UDN's inner events, already remapped by the UDN library (parent = this node) */
  innerEvents: z.array(innerEvent),
  /** outside wires re-added with inputs and outputs remapped */
  connections: z.array(connectionSchema),
  /** set when unpacking also changes the node's definition or params (the inverse of packed does) */
  definitionName: z.string().optional(),
  params: z.record(z.string(), definedParamSchema).optional(),
});
export const packedSchema = ev('packed', {
  nodeId,
  udnId: z.string().min(1),
  definitionName: z.string().min(1),
  params: z.record(z.string(), definedParamSchema).optional(),
  /** outside wires re-added with inputs and outputs remapped */
  connections: z.array(connectionSchema),
});
export const definitionChangedSchema = ev('definitionChanged', {
  nodeId,
  definitionName: z.string().min(1),
  /** params after the change; absent: the new definition's defaults, keeping same-named values */
  params: z.record(z.string(), definedParamSchema).optional(),
  udnId: z.string().optional(),
  /** default true: reconnect wires whose input or output matches by identifier or name */
  reconnect: z.boolean().optional(),
});
export const udnUpdateStrategyChangedSchema = ev('udnUpdateStrategyChanged', {
  nodeId,
  /** absent: back to the default (no strategy stored) */
  strategy: udnUpdateStrategySchema.optional(),
});
export const levelUdnIdAndRepackMappingsChangedSchema = ev('levelUdnIdAndRepackMappingsChanged', {
  nodeId,
  udnId: z.string().optional(),
  udnRepackMappings: repackMappingsSchema.optional(),
});

// ---- saves that are not edits (REST graph saves, restores), folded into the log ----
export const graphSavedSchema = ev('graphSaved', {
  updates: z.array(unorderedUpdateSchema),
  /** the graph becomes the saved items: every node and wire not listed is deleted (a restore) */
  replace: z.literal(true).optional(),
});

export const graphEventSchema = z.discriminatedUnion('eventType', [
  nodeCreatedSchema,
  nodeBootstrappedSchema,
  nodeDeletedSchema,
  nodeRenamedSchema,
  nodePositionChangedSchema,
  nodeResizedSchema,
  nodeFlagToggledSchema,
  colorChangedSchema,
  commentChangedSchema,
  addedToTraySchema,
  paramValueChangedSchema,
  paramExpressionChangedSchema,
  paramEvalTypeChangedSchema,
  paramGlanceChangedSchema,
  customParamAddedSchema,
  customParamDeletedSchema,
  customParamValueChangedSchema,
  customParamExpressionChangedSchema,
  customParamEvalTypeChangedSchema,
  customParamGlanceChangedSchema,
  customParamDefinitionChangedSchema,
  multiParamTemplateCreatedSchema,
  multiParamInstanceGroupInsertedSchema,
  multiParamInstanceGroupDeletedSchema,
  multiParamInstanceGroupMovedSchema,
  connectionCreatedSchema,
  connectionDeletedSchema,
  multiInputReorderedSchema,
  unpackedSchema,
  packedSchema,
  definitionChangedSchema,
  udnUpdateStrategyChangedSchema,
  levelUdnIdAndRepackMappingsChangedSchema,
  graphSavedSchema,
]);
