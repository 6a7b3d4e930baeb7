import { z } from 'zod';
import { OAUTH_PROVIDERS, PASSWORD_MIN_LENGTH } from '../constants.js';

export const oauthProviderParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/** Query the provider sends back to GET /auth/callbacks/{provider}. */
export const oauthCallbackQuerySchema = z.object({
  code: z.string().min(1).optional(),
  state: z.string().min(1).optional(),
  error: z.string().optional(),
});

export const authFailureQuerySchema = z.object({
  reason: z
    .string()
    .regex(/^[a-z_]{1,64}$/, 'must be a short snake_case reason')
    .optional(),
});

export const testAccountLoginBodySchema = z.object({
  username: z
    .string()
    .min(1, 'must not be empty')
    .max(64, 'must be at most 64 characters')
    .regex(/^[A-Za-z0-9._-]+$/, 'may only contain letters, digits, dot, dash and underscore'),
  password: z.string().min(1, 'must not be empty').max(256, 'must be at most 256 characters'),
});
export type TestAccountLoginBody = z.infer<typeof testAccountLoginBodySchema>;

const emailSchema = z.email('must be a valid e-mail address').max(254, 'must be at most 254 characters');
const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(256, 'must be at most 256 characters');

export const emailSignupBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters').optional(),
});
export type EmailSignupBody = z.infer<typeof emailSignupBodySchema>;

export const emailLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'must not be empty').max(256, 'must be at most 256 characters'),
});
export type EmailLoginBody = z.infer<typeof emailLoginBodySchema>;

/** Query of GET /auth/verify-email, the e-mailed link; a missing token lands on the failure page. */
export const verifyEmailQuerySchema = z.object({
  token: z.string().max(256, 'must be at most 256 characters').optional(),
});
