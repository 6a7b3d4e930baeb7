import { appendFile, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer.js';

/** One line of the mailbox file. */
export interface MailboxEntry extends MailMessage {
  from: string;
  sentAt: string;
}

/**
 * Without SMTP (development, a first self-hosted start): each message is appended as a JSON line
 * to the mailbox file and logged at info level, so whoever runs the server can open the link.
 */
export function mailboxMailer(file: string, from: string, log: FastifyBaseLogger): Mailer {
  return {
    async send(message: MailMessage) {
      const entry: MailboxEntry = { from, ...message, sentAt: new Date().toISOString() };
      await mkdir(dirname(file), { recursive: true });
      await appendFile(file, `${JSON.stringify(entry)}\n`, 'utf8');
      // The links first, in the message itself: what a newcomer without SMTP needs from the log.
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      const opens = links.length ? ` — not sent (SMTP_URL is unset); open ${links.join(' ')}` : '';
      log.info({ mail: entry, mailbox: file }, `E-mail to ${message.to}: ${message.subject}${opens}`);
    },
  };
}
