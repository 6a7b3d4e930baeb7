import { z } from 'zod';
import { NAME_MAX_LENGTH, nameSchema, SNIPPET_DESCRIPTION_MAX_LENGTH, textSchema } from '../limits.js';
import { isoDateSchema, objectIdSchema } from './common.js';

/** A display name of a library item (snippet, preset, form, …). */
export const libraryNameSchema = nameSchema(NAME_MAX_LENGTH);

/**
 * A stored graph (snippets, UDN inner graphs): nodes and connections as the engine writes them.
 * The server keeps them as given; each item must at least be an object with a string id.
 */
const graphItemSchema = z.looseObject({ id: z.string().min(1, 'must not be empty') });
export const libraryGraphSchema = z.strictObject({
  nodes: z.array(graphItemSchema).max(100_000, 'must have at most 100000 items'),
  connections: z.array(graphItemSchema).max(200_000, 'must have at most 200000 items'),
});
export type LibraryGraph = z.infer<typeof libraryGraphSchema>;

export const snippetSchema = z.object({
  id: objectIdSchema,
  name: z.string(),
  description: z.string().nullable(),
  graph: libraryGraphSchema,
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Snippet = z.infer<typeof snippetSchema>;

export const createSnippetBodySchema = z.strictObject({
  name: libraryNameSchema,
  description: textSchema(SNIPPET_DESCRIPTION_MAX_LENGTH).nullable().optional(),
  graph: libraryGraphSchema,
});
export type CreateSnippetBody = z.infer<typeof createSnippetBodySchema>;

export const updateSnippetBodySchema = createSnippetBodySchema.omit({ graph: true }).partial();
export type UpdateSnippetBody = z.infer<typeof updateSnippetBodySchema>;

export const updateSnippetGraphBodySchema = z.strictObject({ graph: libraryGraphSchema });
