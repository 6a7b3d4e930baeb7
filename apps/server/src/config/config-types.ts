import type { Env } from './env-schema.js';

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
  logLevel: Env['LOG_LEVEL'];
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
