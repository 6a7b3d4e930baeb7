import { z } from 'zod';
import { CATEGORY_MAX_LENGTH, NAME_MAX_LENGTH, nameSchema } from '../limits.js';
import { isoDateSchema, objectIdSchema } from './common.js';
import { graphSchema } from './graph.js';

/** Whose a project is (spec 1 §3 Project.workspace). */
export const workspaceTypeSchema = z.enum(['user', 'team', 'organisation']);
export type WorkspaceType = z.infer<typeof workspaceTypeSchema>;

export const workspaceSchema = z.object({
  type: workspaceTypeSchema,
  userId: objectIdSchema.nullable(),
  teamId: objectIdSchema.nullable(),
  organisationId: objectIdSchema.nullable(),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** A project without its graph, as lists show it. `readonly` is decided by the server (spec 1 §6). */
export const projectSummarySchema = z.object({
  id: objectIdSchema,
  name: z.string(),
  category: z.string(),
  createdAt: isoDateSchema,
  modifiedAt: isoDateSchema,
  archivedAt: isoDateSchema.nullable(),
  favourite: z.boolean(),
  official: z.boolean(),
  createdByUserId: objectIdSchema.nullable(),
  workspace: workspaceSchema,
  metadata: z.record(z.string(), z.unknown()),
  readonly: z.boolean(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** A project with its graph (spec 1 §3); opened from a snapshot it also has snapshotId/snapshotName. */
export const projectSchema = projectSummarySchema.extend({
  graph: graphSchema,
  /**
   * The counter of the project's ordered log that the graph is the fold of (docs/collaboration.md):
   * a workspace joins the session and pulls from exactly there. Absent on snapshots and the playground.
   */
  eventCounter: z.number().int().nonnegative().optional(),
  snapshotId: objectIdSchema.optional(),
  snapshotName: z.string().optional(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectListSchema = z.array(projectSummarySchema);

const projectName = nameSchema(NAME_MAX_LENGTH);
const category = z
  .string()
  .trim()
  .max(CATEGORY_MAX_LENGTH, `must be at most ${CATEGORY_MAX_LENGTH} characters`);

/** The root context a new project starts in: markup (hex), task (tex) or function (fex). */
export const PROJECT_START_CONTEXTS = ['hex', 'tex', 'fex'] as const;
export const projectStartContextSchema = z.enum(PROJECT_START_CONTEXTS, {
  error: `must be one of ${PROJECT_START_CONTEXTS.join(', ')}`,
});
export type ProjectStartContext = z.infer<typeof projectStartContextSchema>;

/** What a client may store in a new project's metadata: `context`, the level the project opens at. */
export const createProjectMetadataSchema = z.strictObject({ context: projectStartContextSchema.optional() });

/** POST /projects: in the caller's own workspace, or in a team the caller belongs to. */
export const createProjectBodySchema = z.strictObject({
  name: projectName.optional(),
  category: category.optional(),
  teamId: objectIdSchema.optional(),
  metadata: createProjectMetadataSchema.optional(),
});
export type CreateProjectBody = z.infer<typeof createProjectBodySchema>;

/** PATCH /projects/{id}/metadata: every field optional; archived true archives, false restores. */
export const updateProjectMetadataBodySchema = z.strictObject({
  name: projectName.optional(),
  category: category.optional(),
  favourite: z.boolean().optional(),
  archived: z.boolean().optional(),
});
export type UpdateProjectMetadataBody = z.infer<typeof updateProjectMetadataBodySchema>;

/** Spec 1 §8 toast text, also the server's answer (409) for an archived project. */
export const PROJECT_ARCHIVED_MESSAGE = 'This project is archived and cannot be opened.';
