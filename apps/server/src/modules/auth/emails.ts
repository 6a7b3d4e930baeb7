import type { MailMessage } from '../../mail/index.js';

// The texts of the e-mails the sign-in area sends.

/** The link that proves an address (valid for EMAIL_VERIFICATION_TTL_HOURS). */
export function verificationEmail(to: string, link: string, ttlHours: number): MailMessage {
  return {
    to,
    subject: 'Confirm your e-mail address for Nodeloom',
    text: [
      'Open this link to confirm that this address is yours:',
      '',
      link,
      '',
      `The link works once and for ${ttlHours} hours.`,
      'If you did not create a Nodeloom account with this address, ignore this message: the account',
      'stays unconfirmed, and signing in with Google or GitHub under this address takes it back.',
    ].join('\n'),
  };
}

/** Sent when a provider sign-in was linked to an account that had other ways in. */
export function providerLinkedEmail(to: string, provider: string, hadPassword: boolean): MailMessage {
  const label = provider === 'github' ? 'GitHub' : 'Google';
  return {
    to,
    subject: `A ${label} sign-in was linked to your Nodeloom account`,
    text: [
      `Your Nodeloom account can now be signed into with ${label}, which confirmed this address.`,
      'Every other session of the account was signed out.',
      ...(hadPassword
        ? ['The account password was switched off: sign in with your provider from now on.']
        : []),
      'If this was not you, contact your Nodeloom administrator.',
    ].join('\n'),
  };
}
