import { z } from 'zod';
import { isoDateSchema, objectIdSchema } from './common.js';
import { libraryNameSchema } from './snippets.js';

export const FORM_FIELD_TYPES = ['text', 'email', 'number', 'boolean', 'select'] as const;
export const FORM_MAX_FIELDS = 100;
/** Public replies allowed per client address and form per minute. */
export const FORM_REPLIES_PER_MINUTE = 10;

export const formFieldSchema = z
  .strictObject({
    name: z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'must be 1-64 letters, digits, _ or -, starting with a letter'),
    type: z.enum(FORM_FIELD_TYPES, { error: `must be one of ${FORM_FIELD_TYPES.join(', ')}` }),
    required: z.boolean().default(false),
    options: z.array(z.string().min(1).max(200)).min(1, 'must have at least 1 item').max(200).optional(),
  })
  .superRefine((field, ctx) => {
    if (field.type === 'select' && !field.options) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'is required for a select field' });
    }
    if (field.type !== 'select' && field.options) {
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'is only allowed for a select field' });
    }
  })
  .meta({ examples: [{ name: 'email', type: 'email', required: true }] });
export type FormField = z.infer<typeof formFieldSchema>;

const fieldsSchema = z
  .array(formFieldSchema)
  .min(1, 'must have at least 1 item')
  .max(FORM_MAX_FIELDS, `must have at most ${FORM_MAX_FIELDS} items`)
  .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, {
    message: 'must have unique names',
  });

export const formSchema = z.object({
  id: objectIdSchema,
  name: z.string(),
  fields: z.array(formFieldSchema),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export const formListSchema = z.array(formSchema);
export const createFormBodySchema = z.strictObject({ name: libraryNameSchema, fields: fieldsSchema });
export const updateFormBodySchema = z.strictObject({
  name: libraryNameSchema.optional(),
  fields: fieldsSchema.optional(),
});

export type FormReplyValue = string | number | boolean | null;
export const formReplySchema = z.object({
  id: objectIdSchema,
  formId: objectIdSchema,
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  origin: z.string().nullable(),
  readAt: isoDateSchema.nullable(),
  createdAt: isoDateSchema,
});
export const formReplyListSchema = z.array(formReplySchema);
/** The public reply body: {values: {fieldName: value}}; checked against the form's fields on the server. */
export const createFormReplyBodySchema = z.strictObject({
  /** One value per field of the form, by field name. */
  values: z
    .record(z.string(), z.unknown(), { error: 'must be an object' })
    .meta({ examples: [{ email: 'ada@example.com' }] }),
});
export const formReplyParamsSchema = z.object({ id: objectIdSchema, replyId: objectIdSchema });
/** POST /forms/{id}/replies/{replyId}: the owner marks a reply read or unread. */
export const updateFormReplyBodySchema = z.strictObject({ read: z.boolean() });
