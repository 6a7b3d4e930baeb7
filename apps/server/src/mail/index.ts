import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import { mailboxMailer } from './mailbox-mailer.js';
import type { Mailer } from './mailer.js';
import { smtpMailer } from './smtp-mailer.js';

export type { Mailer, MailMessage } from './mailer.js';
export { type MemoryMailer, memoryMailer } from './memory-mailer.js';

/** SMTP when SMTP_URL is set, else the mailbox file DATA_DIR/mailbox.jsonl. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from, mailboxFile } = config.mail;
  return smtpUrl ? smtpMailer(smtpUrl, from) : mailboxMailer(mailboxFile, from, log);
}
