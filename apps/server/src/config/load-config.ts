import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from './config-types.js';
import { envSchema } from './env-schema.js';
import { appOrigins, previewHostClash } from './origins.js';

/** The repository root: this file sits in apps/server/src/config (or dist/config), four levels down. */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** Used when SESSION_SECRET is unset: fine on a laptop, warned about in production. */
export const DEV_SESSION_SECRET = 'nodeloom-development-session-secret-change-me';

const fromRoot = (path: string) => (isAbsolute(path) ? path : resolve(REPOSITORY_ROOT, path));

/** Thrown when the environment does not parse; names every wrong variable. */
export class ConfigError extends Error {
  readonly code = 'ConfigError';
}

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
  const origins = appOrigins(e, publicUrl);
  const appHost = previewHostClash(previewHost, origins);
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
