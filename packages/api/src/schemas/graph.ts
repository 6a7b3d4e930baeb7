import {
  connectionWithIdSchema,
  graphNodeSchema,
  graphSchema,
  unorderedUpdateSchema,
} from '@nodeloom/engine';
import { z } from 'zod';
import { INT4_MAX, wholeNumberTextSchema } from '../numbers.js';

// The graph entities of spec 2 §3 as the REST contract carries them. They are the engine's own
// zod schemas, re-exported (a departure recorded in docs/architecture.md): the server validates
// graph updates with exactly the shapes the engine produces and applies.
export { connectionWithIdSchema, graphNodeSchema, graphSchema, unorderedUpdateSchema };

/** A node (spec 1 §3 Node, spec 2 §3). */
export type GraphNodeDto = z.infer<typeof graphNodeSchema>;
/** A connection with its id (a hash of its five fields). */
export type ConnectionDto = z.infer<typeof connectionWithIdSchema>;
export type GraphDto = z.infer<typeof graphSchema>;
/** One item of the graph update body (spec 1 §7): the order between items does not matter. */
export type UnorderedUpdateDto = z.infer<typeof unorderedUpdateSchema>;

/** Limits of POST /projects/{id}/graph: past either the server answers 413. */
export const GRAPH_UPDATE_MAX_BYTES = 10 * 1024 * 1024;
export const GRAPH_UPDATE_MAX_ITEMS = 20_000;

/** POST /projects/{id}/graph */
export const graphUpdateBodySchema = z.strictObject({ unorderedUpdates: z.array(unorderedUpdateSchema) });
export type GraphUpdateBody = z.infer<typeof graphUpdateBodySchema>;

export const graphUpdateResponseSchema = z.object({
  savedNodes: z.number().int(),
  deletedNodes: z.number().int(),
  savedConnections: z.number().int(),
  deletedConnections: z.number().int(),
  modifiedAt: z.iso.datetime(),
});
export type GraphUpdateResponse = z.infer<typeof graphUpdateResponseSchema>;

/** Most events one page of GET /projects/{id}/events carries. */
export const PROJECT_EVENTS_PAGE_MAX = 1000;

/** GET /projects/{id}/events: a page of the project's ordered log (history replay). */
export const projectEventsQuerySchema = z.strictObject({
  /** A counter of the log: an int4 column (project_user_events.counter). */
  after: wholeNumberTextSchema({ max: INT4_MAX }).default(0),
  limit: wholeNumberTextSchema({ min: 1, max: PROJECT_EVENTS_PAGE_MAX }).default(PROJECT_EVENTS_PAGE_MAX),
});
export type ProjectEventsQuery = z.infer<typeof projectEventsQuerySchema>;
