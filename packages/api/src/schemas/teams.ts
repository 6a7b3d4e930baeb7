import { z } from 'zod';
import { NAME_MAX_LENGTH, nameSchema } from '../limits.js';
import { isoDateSchema, objectIdSchema } from './common.js';

export const teamRoleSchema = z.enum(['owner', 'member']);
export type TeamRole = z.infer<typeof teamRoleSchema>;

/** A team as its members see it; `role` is the caller's. */
export const teamSchema = z.object({
  id: objectIdSchema,
  name: z.string(),
  organisationId: objectIdSchema.nullable(),
  ownerUserId: objectIdSchema,
  createdAt: isoDateSchema,
  role: teamRoleSchema,
});
export type Team = z.infer<typeof teamSchema>;
export const teamListSchema = z.array(teamSchema);

export const teamMemberSchema = z.object({
  userId: objectIdSchema,
  role: teamRoleSchema,
  name: z.string(),
  avatarUrl: z.string().nullable(),
  addedAt: isoDateSchema,
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamMemberListSchema = z.array(teamMemberSchema);

export const teamListQuerySchema = z.object({ organisationId: objectIdSchema.optional() });
export const teamParamsSchema = z.object({ teamId: objectIdSchema });

const teamName = nameSchema(NAME_MAX_LENGTH);

export const createTeamBodySchema = z.strictObject({
  name: teamName,
  organisationId: objectIdSchema.optional(),
});
export type CreateTeamBody = z.infer<typeof createTeamBodySchema>;

export const updateTeamBodySchema = z.strictObject({ name: teamName });
export type UpdateTeamBody = z.infer<typeof updateTeamBodySchema>;

export const teamMemberBodySchema = z.strictObject({ userId: objectIdSchema });
export const transferProjectBodySchema = z.strictObject({ projectId: objectIdSchema });
