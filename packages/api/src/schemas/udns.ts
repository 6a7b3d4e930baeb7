import type { UdnMetadata } from '@nodeloom/engine';
import { z } from 'zod';
import { DESCRIPTION_MAX_LENGTH, textSchema } from '../limits.js';
import { wholeNumberTextSchema } from '../numbers.js';
import { isoDateSchema, objectIdSchema } from './common.js';
import { libraryGraphSchema, libraryNameSchema } from './snippets.js';

/** Spec 1 §7/§9: graphs are requested in batches of 30 ids; metadata pages hold 20. */
export const UDN_BATCH_MAX_IDS = 30;
export const UDN_PAGE_SIZE_DEFAULT = 20;
export const UDN_PAGE_SIZE_MAX = 100;
/** The version of a UDN's draft (spec 2 §3). */
export const UDN_LATEST_DRAFT = 'latestDraft';

const definitionList = z.array(z.looseObject({})).max(500, 'must have at most 500 items');

/** A UDN definition as the client writes it; udnId and version come from the record. */
export const udnDefinitionInputSchema = z.strictObject({
  definitionName: libraryNameSchema,
  hasSubLevel: z.boolean(),
  description: textSchema(DESCRIPTION_MAX_LENGTH).optional(),
  inputs: definitionList.optional(),
  parameters: definitionList.optional(),
  outputs: definitionList.optional(),
});

const editorConfigSchema = z.record(z.string(), z.unknown(), { error: 'must be an object' });

/** A UDN's metadata record (spec 2 §3): what the node library needs, without the graph. */
export const udnMetadataSchema = z.object({
  definition: z.object({
    udnId: objectIdSchema,
    definitionName: z.string(),
    hasSubLevel: z.boolean(),
    version: z.string(),
    description: z.string().optional(),
    inputs: z.array(z.looseObject({})).optional(),
    parameters: z.array(z.looseObject({})).optional(),
    outputs: z.array(z.looseObject({})).optional(),
    draft: z.boolean(),
  }),
  editorConfig: editorConfigSchema.nullable(),
  versionGroup: z.object({ id: objectIdSchema }),
  versionDescription: z.string().nullable(),
  lastModifiedAt: isoDateSchema,
});
export type UdnMetadataRecord = z.infer<typeof udnMetadataSchema>;

/**
 * A metadata record as the engine's UDN library reads it (the web app's page, the server's fold):
 * the definition's sockets and params are the engine's shapes, checked when the UDN was written.
 */
export function toEngineUdnMetadata(record: UdnMetadataRecord): UdnMetadata {
  const { editorConfig } = record;
  return {
    definition: record.definition as UdnMetadata['definition'],
    ...(editorConfig ? { editorConfig: editorConfig as UdnMetadata['editorConfig'] } : {}),
    versionGroup: record.versionGroup,
    lastModifiedAt: record.lastModifiedAt,
  };
}

/** A UDN with its inner graph (spec 2 §3 "With graph"). */
export const udnWithGraphSchema = z.object({
  id: objectIdSchema,
  definitionName: z.string(),
  graph: libraryGraphSchema,
  lastModifiedAt: isoDateSchema,
});

export const udnListQuerySchema = z.strictObject({
  /** 1-based; an int4 keeps the offset (page - 1) × pageSize an exact bigint. */
  page: wholeNumberTextSchema({ min: 1 }).default(1),
  pageSize: wholeNumberTextSchema({ min: 1, max: UDN_PAGE_SIZE_MAX }).default(UDN_PAGE_SIZE_DEFAULT),
});
export const udnListSchema = z.object({
  udns: z.array(udnMetadataSchema),
  metadata: z.object({ totalCount: z.number().int() }),
});

export const createUdnBodySchema = z.strictObject({
  definition: udnDefinitionInputSchema,
  editorConfig: editorConfigSchema.nullable().optional(),
  graph: libraryGraphSchema.default({ nodes: [], connections: [] }),
  /** Required: a UDN without a version group is an error (spec 1 §5). */
  versionGroupId: objectIdSchema,
  versionDescription: textSchema(DESCRIPTION_MAX_LENGTH).nullable().optional(),
});
export type CreateUdnBody = z.infer<typeof createUdnBodySchema>;

export const updateUdnBodySchema = z.strictObject({
  definition: udnDefinitionInputSchema.optional(),
  editorConfig: editorConfigSchema.nullable().optional(),
  graph: libraryGraphSchema.optional(),
  versionDescription: textSchema(DESCRIPTION_MAX_LENGTH).nullable().optional(),
});
export type UpdateUdnBody = z.infer<typeof updateUdnBodySchema>;

export const udnIdsBodySchema = z.strictObject({
  udnIds: z
    .array(objectIdSchema)
    .min(1, 'must have at least 1 item')
    .max(UDN_BATCH_MAX_IDS, `must have at most ${UDN_BATCH_MAX_IDS} items`),
});

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
export const publishUdnParamsSchema = z.object({
  id: objectIdSchema,
  version: z
    .string()
    .regex(SEMVER, 'must be a semantic version such as 1.0.0')
    .meta({ examples: ['1.0.0'] }),
});

export const udnVersionGroupSchema = z.object({
  id: objectIdSchema,
  sharedDefinition: z.record(z.string(), z.unknown()).nullable(),
});
export const udnVersionGroupBodySchema = z.strictObject({
  sharedDefinition: z.record(z.string(), z.unknown(), { error: 'must be an object' }).nullable().optional(),
});
