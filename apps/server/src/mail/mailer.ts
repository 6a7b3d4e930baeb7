/** One plain-text e-mail. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail; which transport is behind it is a matter of configuration (see createMailer). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
