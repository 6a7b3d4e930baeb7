import { z } from 'zod';
import { DATA_TYPES, FOLDER_TYPES, NODE_FLAGS, WIDGETS } from '../model/index.js';

/** zod schemas of the spec's entities (spec 2 §3), used by events and at every boundary. */
export const positionSchema = z.object({ x: z.number(), y: z.number() });
export const sizeSchema = z.object({ width: z.number(), height: z.number() });
export const evalTypeSchema = z.enum(['literal', 'expression']);
export const dataTypeSchema = z.enum(DATA_TYPES);
export const nodeFlagSchema = z.enum(NODE_FLAGS);
export const optionSchema = z.object({ label: z.string(), value: z.unknown() });

export const definedParamSchema = z.object({
  name: z.string(),
  value: z.unknown(),
  expression: z.string(),
  evalType: evalTypeSchema,
  glance: z.boolean().optional(),
});

export const customParamSchema = z.object({
  id: z.string(),
  name: z.string(),
  dataType: dataTypeSchema,
  value: z.unknown(),
  expression: z.string(),
  evalType: evalTypeSchema,
  glance: z.boolean().optional(),
  defaultValue: z.unknown().optional(),
  defaultExpression: z.string().optional(),
  defaultEvalType: evalTypeSchema.optional(),
  required: z.boolean().optional(),
  widget: z.enum([...WIDGETS, 'folder']).optional(),
  label: z.string().optional(),
  description: z.string().optional(),
  options: z.array(optionSchema).optional(),
  hideWhen: z.string().optional(),
  disableWhen: z.string().optional(),
  order: z.number().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  dataTypeSource: z.string().optional(),
  parent: z.string().optional(),
  folderType: z.enum(FOLDER_TYPES).optional(),
  editable: z.boolean().optional(),
  isTemplate: z.boolean().optional(),
  createdFromTemplate: z.object({ identifier: z.string(), groupNumber: z.number().int() }).optional(),
});

export const repackMappingsSchema = z.object({
  nodeIdMapping: z.record(z.string(), z.string()),
  customParamIdMapping: z.record(z.string(), z.string()),
});

export const udnUpdateStrategySchema = z.enum(['manual', 'auto']);

export const graphNodeSchema = z.object({
  id: z.string(),
  definitionName: z.string(),
  name: z.string(),
  parentId: z.string().optional(),
  trayNodeId: z.string().optional(),
  position: positionSchema,
  size: sizeSchema,
  color: z.string(),
  comment: z.string(),
  params: z.record(z.string(), definedParamSchema),
  customParams: z.record(z.string(), customParamSchema),
  flags: z.partialRecord(nodeFlagSchema, z.boolean()),
  unpacked: z.boolean().optional(),
  isGhost: z.boolean().optional(),
  udnId: z.string().optional(),
  udnRepackMappings: repackMappingsSchema.optional(),
  udnUpdateStrategy: udnUpdateStrategySchema.optional(),
});

export const connectionSchema = z.object({
  sourceNode: z.string(),
  targetNode: z.string(),
  sourceOutputIdentifier: z.string(),
  targetInputIdentifier: z.string(),
  order: z.number().int().nonnegative(),
});

export const connectionWithIdSchema = connectionSchema.extend({ id: z.string() });

/** One item of the project graph update body (spec 2 §7): order between items does not matter. */
export const unorderedUpdateSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('saveNode'), node: graphNodeSchema }),
  z.object({ type: z.literal('deleteNode'), nodeId: z.string() }),
  z.object({ type: z.literal('saveConnection'), connection: connectionWithIdSchema }),
  z.object({ type: z.literal('deleteConnection'), connection: connectionWithIdSchema }),
]);

export const graphSchema = z.object({
  nodes: z.array(graphNodeSchema),
  connections: z.array(connectionWithIdSchema),
});

/** Fields every event carries (spec 2 §3 Events). */
export const eventBase = {
  eventId: z.string().min(1),
  timestamp: z.number(),
};
