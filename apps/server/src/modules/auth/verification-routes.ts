import { LOGIN_PAGE_PATH, routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { ConflictError } from '../../http/errors.js';
import { route } from '../../http/route.js';
import { confirmEmail, sendVerificationLink } from './email-verification.js';
import { authPolicy } from './policy.js';

export const ALREADY_VERIFIED = 'This e-mail address is already verified';
export const NO_EMAIL = 'This account has no e-mail address';

/** The e-mailed confirmation link, and a new link on request. */
export default async function verificationRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, mailer } = app;

  // A browser lands here from the mail: answer with a page (the login page's message), never JSON.
  route(app, routes.auth.verifyEmail).handle(async ({ query, reply }) => {
    const confirmed = query.token ? await confirmEmail(db, query.token) : false;
    return reply.redirect(
      confirmed ? `${LOGIN_PAGE_PATH}?verified=1` : `${LOGIN_PAGE_PATH}?error=verification_failed`,
    );
  });

  route(app, routes.auth.resendVerification, { auth: authPolicy.guard('useSession') }).handle(
    async ({ user }) => {
      if (!user.email) throw new ConflictError(NO_EMAIL, 'NoEmail');
      if (user.emailVerifiedAt) throw new ConflictError(ALREADY_VERIFIED, 'AlreadyVerified');
      await sendVerificationLink(db, config, mailer, { id: user.id, email: user.email });
      return { ok: true };
    },
  );
}
