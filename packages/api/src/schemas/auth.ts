import { z } from 'zod';
import { OAUTH_PROVIDERS, PASSWORD_MIN_LENGTH } from '../constants.js';
import { meResponseSchema } from './users.js';

export const oauthProviderParamsSchema = z.object({ provider: z.enum(OAUTH_PROVIDERS) });

/**
 * Where a sign-in returns to (the share link or embed the visitor came from). The server keeps it
 * only as a same-origin path of the app; anything else lands on /projects (no open redirect).
 */
export const returnToSchema = z.string().max(2048, 'must be at most 2048 characters');

/** Query of GET /auth/login/{provider}. */
export const oauthLoginQuerySchema = z.object({ returnTo: returnToSchema.optional() });

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
  returnTo: returnToSchema.optional(),
});
export type EmailSignupBody = z.infer<typeof emailSignupBodySchema>;

/**
 * How the address confirmation link travels: e-mailed, or (the server has no SMTP_URL) written to
 * the server's log and mailbox file, and then, outside production, also handed to the new user.
 */
export const signupConfirmationSchema = z.object({
  delivery: z.enum(['email', 'serverLog']),
  link: z.string().optional(),
});
export type SignupConfirmation = z.infer<typeof signupConfirmationSchema>;

/** POST /auth/login/email: the user, and where to go now (the checked returnTo, else /projects). */
export const signInResponseSchema = meResponseSchema.extend({ returnTo: z.string() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/** POST /auth/signup/email: as a sign-in, and where the confirmation link went. */
export const signupResponseSchema = signInResponseSchema.extend({ confirmation: signupConfirmationSchema });
export type SignupResponse = z.infer<typeof signupResponseSchema>;

export const emailLoginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'must not be empty').max(256, 'must be at most 256 characters'),
  returnTo: returnToSchema.optional(),
});
export type EmailLoginBody = z.infer<typeof emailLoginBodySchema>;

/** GET /auth/session: the signed-in user, or null when signed out. */
export const sessionResponseSchema = z.object({ user: meResponseSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/** Query of GET /auth/verify-email, the e-mailed link; a missing token lands on the failure page. */
export const verifyEmailQuerySchema = z.object({
  token: z.string().max(256, 'must be at most 256 characters').optional(),
});
