import type { Mailer, MailMessage } from './mailer.js';

/** Keeps messages in memory: what tests inject into buildApp to read the mail the server sent. */
export interface MemoryMailer extends Mailer {
  readonly sent: MailMessage[];
  /** The messages sent to one address, oldest first. */
  to(address: string): MailMessage[];
}

export function memoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push({ ...message });
    },
    to: (address) => sent.filter((message) => message.to === address),
  };
}
