import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ALL_INTERFACES } from './listen.js';

/** The repository root: config.ts sits in apps/server/src (or dist), three levels down. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Used when SESSION_SECRET is unset: fine on a laptop, warned about in production. */
export const DEV_SESSION_SECRET = 'nodeloom-development-session-secret-change-me';

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
const envSchema = z.object({
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

export interface OAuthProviderConfig {
  clientId?: string;
  clientSecret?: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  /** Where the primary verified e-mail is read when the profile shows none (GitHub only). */
  emailsUrl: string | null;
}

export interface Config {
  production: boolean;
  port: number;
  host: string;
  /** Behind a load balancer: take the client IP (rate limits, logs) from X-Forwarded-For. */
  trustProxy: boolean;
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** REDIS_PREFIX: before every Redis key and channel this server uses ('' by default). */
  redisPrefix: string;
  session: {
    secret: string;
    /** True when SESSION_SECRET was not set and the development default is in use. */
    secretIsDefault: boolean;
    idleTimeoutMs: number;
    absoluteTimeoutMs: number;
  };
  debugKey?: string;
  adminEmails: string[];
  publicUrl: string;
  /**
   * PUBLIC_URL's origin plus ALLOWED_ORIGINS (plus, when PUBLIC_URL is unset, the loopback
   * spellings of PORT): origins allowed to make state-changing requests and socket handshakes.
   */
  allowedOrigins: string[];
  passwordSignup: boolean;
  signInRateLimitPerMinute: number;
  oauth: { google: OAuthProviderConfig; github: OAuthProviderConfig };
  storage: {
    driver: 'local' | 's3';
    dir: string;
    s3: {
      endpoint?: string;
      bucket?: string;
      region?: string;
      accessKeyId?: string;
      secretAccessKey?: string;
    };
  };
  webDistDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Billing through Stripe; without secretKey the subscription calls answer 503. */
  stripe: {
    secretKey?: string;
    webhookSecret?: string;
    /** Where the Stripe SDK sends its calls (tests point it at a loopback fake). */
    apiBase: string;
  };
  /** Abuse limits; docs/security.md "Limits" says what each guards. */
  limits: {
    /** GET /projects/byAccessToken calls per client address per minute (429 past it). */
    tokenLookupPerMinute: number;
    /** Upload URLs issued, and upload PUTs, per client address per minute (each its own count). */
    uploadsPerMinute: number;
    /** Bytes of uploaded files one user may keep (413 past it). */
    storageQuotaBytes: number;
    /** Latest expiredAt of a project access token, in days from now (400 past it). */
    accessTokenMaxDays: number;
  };
  /** Outgoing e-mail (address confirmation links, account notices). */
  mail: {
    /** SMTP server; without it messages are appended to mailboxFile. */
    smtpUrl?: string;
    /** The From header. */
    from: string;
    mailboxFile: string;
  };
  /** Where previews of user content run: a host of its own, never the app's (docs/security.md "Previews"). */
  preview: {
    /** PREVIEW_HOST: its Host (with port when not 80/443). */
    host: string;
    /** PUBLIC_URL's scheme and that host: the origin the app frames and trusts messages from. */
    origin: string;
  };
  /** Published sites (docs/publishing.md). */
  publishing: {
    /** Host (with port when not 80/443) under which `<label>.<sitesDomain>` are sites. */
    sitesDomain: string;
    /** Whether the app's server answers site hosts (else sites/main.ts does, on sitesPort). */
    servedByApp: boolean;
    sitesPort: number;
    /** DNS servers of the domain verification job; empty → the system's. */
    dnsServers: string[];
    webhookSecret?: string;
    maxFiles: number;
    maxFileBytes: number;
    maxTotalBytes: number;
  };
}

/** The spellings of this machine's own port a browser sends as Origin (http, no PUBLIC_URL). */
export function loopbackOrigins(port: number): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
}

/** Thrown when the environment does not parse; names every wrong variable. */
export class ConfigError extends Error {
  readonly code = 'ConfigError';
}

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPOSITORY_ROOT, path));

/** Environment → typed config. Relative paths are resolved against the repository root. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const sitesDomain = e.SITES_DOMAIN ?? `localhost:${e.PORT}`;
  const previewHost = e.PREVIEW_HOST ?? `preview.${sitesDomain}`;
  const dataDir = fromRoot(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const origins = [
    new URL(publicUrl).origin,
    // Without PUBLIC_URL the app is reached on this machine under any loopback spelling.
    ...(e.PUBLIC_URL === undefined ? loopbackOrigins(e.PORT) : []),
    ...e.ALLOWED_ORIGINS.map((origin) => new URL(origin).origin),
  ];
  // cookies ignore ports: on a host the app is reached at, a preview would have the app's cookies in reach
  const previewName = new URL(`http://${previewHost}`).hostname;
  const appHost = origins.map((origin) => new URL(origin).hostname).find((name) => name === previewName);
  if (appHost) {
    throw new ConfigError(
      `Invalid configuration: PREVIEW_HOST: must not be a host the app is reached at (${appHost})`,
    );
  }
  return {
    production: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    session: {
      secret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
      secretIsDefault: e.SESSION_SECRET === undefined,
      idleTimeoutMs: e.SESSION_IDLE_TIMEOUT_MINUTES * 60_000,
      absoluteTimeoutMs: e.SESSION_ABSOLUTE_TIMEOUT_HOURS * 3_600_000,
    },
    debugKey: e.DEBUG_KEY,
    adminEmails: e.ADMIN_EMAILS.map((email) => email.toLowerCase()),
    publicUrl,
    allowedOrigins: [...new Set(origins)],
    passwordSignup: e.PASSWORD_SIGNUP,
    signInRateLimitPerMinute: e.SIGN_IN_RATE_LIMIT_PER_MINUTE,
    oauth: {
      google: {
        clientId: e.GOOGLE_CLIENT_ID,
        clientSecret: e.GOOGLE_CLIENT_SECRET,
        authorizeUrl: e.GOOGLE_AUTHORIZE_URL,
        tokenUrl: e.GOOGLE_TOKEN_URL,
        userinfoUrl: e.GOOGLE_USERINFO_URL,
        emailsUrl: null,
      },
      github: {
        clientId: e.GITHUB_CLIENT_ID,
        clientSecret: e.GITHUB_CLIENT_SECRET,
        authorizeUrl: e.GITHUB_AUTHORIZE_URL,
        tokenUrl: e.GITHUB_TOKEN_URL,
        userinfoUrl: e.GITHUB_USERINFO_URL,
        emailsUrl: e.GITHUB_EMAILS_URL,
      },
    },
    storage: {
      driver: e.STORAGE_DRIVER,
      dir: e.STORAGE_DIR ? fromRoot(e.STORAGE_DIR) : resolve(dataDir, 'assets'),
      s3: {
        endpoint: e.S3_ENDPOINT,
        bucket: e.S3_BUCKET,
        region: e.S3_REGION,
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      },
    },
    webDistDir: fromRoot(e.WEB_DIST_DIR),
    logLevel: e.LOG_LEVEL,
    limits: {
      tokenLookupPerMinute: e.TOKEN_LOOKUP_RATE_LIMIT_PER_MINUTE,
      uploadsPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
      storageQuotaBytes: e.STORAGE_QUOTA_MB * 1024 * 1024,
      accessTokenMaxDays: e.ACCESS_TOKEN_MAX_DAYS,
    },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE.replace(/\/+$/, ''),
    },
    mail: {
      smtpUrl: e.SMTP_URL,
      from: e.MAIL_FROM ?? `Nodeloom <no-reply@${new URL(publicUrl).hostname}>`,
      mailboxFile: resolve(dataDir, 'mailbox.jsonl'),
    },
    preview: { host: previewHost, origin: `${new URL(publicUrl).protocol}//${previewHost}` },
    publishing: {
      sitesDomain,
      servedByApp: e.SITES_SERVED_BY_APP,
      sitesPort: e.SITES_PORT,
      dnsServers: e.DNS_SERVERS,
      webhookSecret: e.PUBLISHING_WEBHOOK_SECRET,
      maxFiles: e.DEPLOY_MAX_FILES,
      maxFileBytes: e.DEPLOY_MAX_FILE_MB * 1024 * 1024,
      maxTotalBytes: e.DEPLOY_MAX_TOTAL_MB * 1024 * 1024,
    },
  };
}

/** Warnings worth a log line at start (e.g. the development session secret in production). */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.production && config.session.secretIsDefault) {
    warnings.push('SESSION_SECRET is not set: using the development default. Set it in production.');
  }
  if (config.production && !config.mail.smtpUrl) {
    warnings.push(
      `SMTP_URL is not set: no e-mail leaves this server; each is written to ${config.mail.mailboxFile} and its links to this log.`,
    );
  }
  if (config.storage.driver === 's3' && !config.storage.s3.bucket) {
    warnings.push('STORAGE_DRIVER is s3 but S3_BUCKET is not set.');
  }
  return warnings;
}
