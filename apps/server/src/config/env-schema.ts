import { isIP } from 'node:net';
import { z } from 'zod';
import { ALL_INTERFACES } from '../listen.js';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1' || value === 'yes');
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));
const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const url = (fallback: string) => z.url().default(fallback);

/** Every environment variable the server reads; docs/configuration.md documents each. */
export const envSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default(ALL_INTERFACES),
  TRUST_PROXY: bool(false),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: optionalText,
  REDIS_URL: optionalText,
  /** Put before every Redis key and channel: instances sharing one Redis for different deployments (or bench runs) stay apart. */
  REDIS_PREFIX: z.string().default(''),
  SESSION_SECRET: optionalText,
  SESSION_IDLE_TIMEOUT_MINUTES: positiveInt(7 * 24 * 60),
  SESSION_ABSOLUTE_TIMEOUT_HOURS: positiveInt(30 * 24),
  DEBUG_KEY: optionalText,
  ADMIN_EMAILS: list,
  /** unset → http://localhost:PORT, so `PORT=5000 npm start` signs in on its own port */
  PUBLIC_URL: z.url().optional(),
  ALLOWED_ORIGINS: list,
  PASSWORD_SIGNUP: bool(true),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: positiveInt(10),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTHORIZE_URL: url('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: url('https://oauth2.googleapis.com/token'),
  GOOGLE_USERINFO_URL: url('https://openidconnect.googleapis.com/v1/userinfo'),
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  GITHUB_AUTHORIZE_URL: url('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: url('https://github.com/login/oauth/access_token'),
  GITHUB_USERINFO_URL: url('https://api.github.com/user'),
  GITHUB_EMAILS_URL: url('https://api.github.com/user/emails'),
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  STORAGE_DIR: optionalText,
  S3_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  WEB_DIST_DIR: z.string().default('apps/web/dist'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_BASE: url('https://api.stripe.com'),
  /** smtp(s)://user:pass@host:port; unset → e-mails go to DATA_DIR/mailbox.jsonl (and the log) */
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  MAIL_FROM: optionalText,
  /** Abuse limits (docs/security.md "Limits"). */
  TOKEN_LOOKUP_RATE_LIMIT_PER_MINUTE: positiveInt(60),
  UPLOAD_RATE_LIMIT_PER_MINUTE: positiveInt(60),
  STORAGE_QUOTA_MB: positiveInt(1024),
  ACCESS_TOKEN_MAX_DAYS: positiveInt(365),
  /** Published sites: `<deployment>.<SITES_DOMAIN>`; unset → localhost:PORT (browsers resolve *.localhost to loopback). */
  SITES_DOMAIN: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, { error: 'must be a lowercase host name with an optional :port' })
      .optional(),
  ),
  /** The user-content host previews run on (docs/security.md "Previews"); unset → `preview.<SITES_DOMAIN>`. */
  PREVIEW_HOST: optionalText.pipe(
    z
      .string()
      .regex(/^[a-z0-9.-]+(:\d{1,5})?$/, { error: 'must be a lowercase host name with an optional :port' })
      .optional(),
  ),
  /** Name servers the domain verification job asks (ip or ip:port, comma-separated); unset → the system's. */
  DNS_SERVERS: list.pipe(
    z.array(
      z.string().refine((server) => isDnsServer(server), {
        error: 'must be IP addresses, each with an optional :port',
      }),
    ),
  ),
  /** Secret of the signed status webhook (POST /publishing/sns-subscriptions); unset → it answers 503. */
  PUBLISHING_WEBHOOK_SECRET: optionalText,
  /** false → the app leaves site hosts alone; `sites/main.ts` serves them in its own process on SITES_PORT. */
  SITES_SERVED_BY_APP: bool(true),
  SITES_PORT: z.coerce.number().int().min(0).max(65535).default(4001),
  DEPLOY_MAX_FILES: positiveInt(1000),
  DEPLOY_MAX_FILE_MB: positiveInt(10),
  DEPLOY_MAX_TOTAL_MB: positiveInt(50),
});

/** `1.2.3.4`, `1.2.3.4:53`, `::1` or `[::1]:53`: what dns.Resolver#setServers accepts. */
function isDnsServer(server: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(server);
  if (bracketed) return isIP(bracketed[1]!) === 6;
  if (isIP(server) !== 0) return true;
  const withPort = /^([^:]+):(\d{1,5})$/.exec(server);
  return withPort !== null && isIP(withPort[1]!) === 4;
}

/** The environment as parsed: every variable with its default applied. */
export type Env = z.infer<typeof envSchema>;
