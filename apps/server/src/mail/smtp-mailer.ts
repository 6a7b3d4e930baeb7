import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

/** Sends through an SMTP server (SMTP_URL), with MAIL_FROM as the sender. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = createTransport(smtpUrl);
  return {
    async send({ to, subject, text }: MailMessage) {
      await transport.sendMail({ from, to, subject, text });
    },
  };
}
