import type { Config } from './config-types.js';

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
