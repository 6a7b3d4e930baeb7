import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from './mailer.js';

/**
 * Sends through an SMTP server (SMTP_URL), with MAIL_FROM as the sender. nodemailer loads with
 * the first message, not at start.
 */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  let transport: Promise<Transporter> | undefined;
  return {
    async send({ to, subject, text }: MailMessage) {
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl));
      await (await transport).sendMail({ from, to, subject, text });
    },
  };
}
