import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig, REPOSITORY_ROOT } from './config.js';

describe('loadConfig', () => {
  it('resolves paths against the repository root', () => {
    expect(existsSync(join(REPOSITORY_ROOT, 'apps/server/src/config.ts'))).toBe(true);
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      host: '::',
      trustProxy: false,
      dataDir: join(REPOSITORY_ROOT, '.data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: '',
      debugKey: undefined,
      adminEmails: [],
      publicUrl: 'http://localhost:4000',
      allowedOrigins: ['http://localhost:4000', 'http://127.0.0.1:4000', 'http://[::1]:4000'],
      passwordSignup: true,
      signInRateLimitPerMinute: 10,
      webDistDir: join(REPOSITORY_ROOT, 'apps/web/dist'),
      logLevel: 'info',
    });
    expect(config.session).toMatchObject({
      secretIsDefault: true,
      idleTimeoutMs: 7 * 24 * 60 * 60_000,
      absoluteTimeoutMs: 30 * 24 * 3_600_000,
    });
    expect(config.storage).toMatchObject({ driver: 'local', dir: join(REPOSITORY_ROOT, '.data', 'assets') });
    expect(config.oauth.google).toMatchObject({
      clientId: undefined,
      authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(config.oauth.github).toMatchObject({
      authorizeUrl: 'https://github.com/login/oauth/authorize',
      tokenUrl: 'https://github.com/login/oauth/access_token',
      userinfoUrl: 'https://api.github.com/user',
      emailsUrl: 'https://api.github.com/user/emails',
    });
  });

  it('reads and normalises every kind of value', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/nodeloom',
      DATABASE_URL: 'postgres://db/nodeloom',
      ADMIN_EMAILS: ' Boss@Example.com ,ops@example.com,',
      PUBLIC_URL: 'https://nodeloom.example.com/',
      ALLOWED_ORIGINS: 'https://studio.example.com',
      PASSWORD_SIGNUP: 'false',
      SESSION_IDLE_TIMEOUT_MINUTES: '30',
      DEBUG_KEY: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/lib/nodeloom',
      databaseUrl: 'postgres://db/nodeloom',
      adminEmails: ['boss@example.com', 'ops@example.com'],
      publicUrl: 'https://nodeloom.example.com',
      allowedOrigins: ['https://nodeloom.example.com', 'https://studio.example.com'],
      passwordSignup: false,
      debugKey: undefined,
    });
    expect(config.session.idleTimeoutMs).toBe(30 * 60_000);
    expect(config.storage.dir).toBe('/var/lib/nodeloom/assets');
  });

  it('defaults PUBLIC_URL to localhost on the configured port, so another PORT still signs in', () => {
    const config = loadConfig({ PORT: '5000' });
    expect(config.publicUrl).toBe('http://localhost:5000');
    expect(config.allowedOrigins).toEqual([
      'http://localhost:5000',
      'http://127.0.0.1:5000',
      'http://[::1]:5000',
    ]);
  });

  it('allows the loopback spellings only while PUBLIC_URL is unset', () => {
    const local = loadConfig({ ALLOWED_ORIGINS: 'http://localhost:4000' });
    expect(local.allowedOrigins).toEqual([
      'http://localhost:4000',
      'http://127.0.0.1:4000',
      'http://[::1]:4000',
    ]);
    const deployed = loadConfig({ PUBLIC_URL: 'http://localhost:4000' });
    expect(deployed.allowedOrigins).toEqual(['http://localhost:4000']);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', STORAGE_DRIVER: 'ftp' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', STORAGE_DRIVER: 'ftp' })).toThrow(
      /PORT: .*; STORAGE_DRIVER: must be local or s3/,
    );
    expect(() => loadConfig({ PASSWORD_SIGNUP: 'maybe' })).toThrow('PASSWORD_SIGNUP: must be true or false');
  });

  it('warns about the development session secret in production only', () => {
    expect(configWarnings(loadConfig({ NODE_ENV: 'production' }))).toContain(
      'SESSION_SECRET is not set: using the development default. Set it in production.',
    );
    const deployed = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(configWarnings(loadConfig({ ...deployed, SMTP_URL: 'smtp://mail.example.com' }))).toEqual([]);
    expect(configWarnings(loadConfig({ ...deployed, DATA_DIR: '/srv/data' }))).toEqual([
      'SMTP_URL is not set: no e-mail leaves this server; each is written to /srv/data/mailbox.jsonl and its links to this log.',
    ]);
    expect(configWarnings(loadConfig({}))).toEqual([]);
  });
});
