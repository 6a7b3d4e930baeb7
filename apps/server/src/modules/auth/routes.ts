import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { returnPath } from '../../auth/return-path.js';
import { endSession, startSession } from '../../auth/sign-in.js';
import { route } from '../../http/route.js';
import { presentMe } from '../users/index.js';
import { sendVerificationLink, signupConfirmation } from './email-verification.js';
import oauthRoutes from './oauth-routes.js';
import { authPolicy, requireDebugKey, requirePasswordSignup } from './policy.js';
import { normaliseEmail, signInTestAccount, signInWithEmail, signUpWithEmail } from './service.js';
import verificationRoutes from './verification-routes.js';

/**
 * Sign-in with a test account or an e-mail and password, sign-out; OAuth lives in oauth-routes.ts,
 * the address confirmation link in verification-routes.ts.
 */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, mailer } = app;

  route(app, routes.auth.testAccountLogin, { auth: requireDebugKey }).handle(
    async ({ body, request, reply }) => {
      const user = await signInTestAccount(db, body);
      await startSession(request, reply, user.id);
      return presentMe(db, user, config.adminEmails);
    },
  );

  route(app, routes.auth.emailSignup, { auth: requirePasswordSignup }).handle(
    async ({ body, request, reply }) => {
      const user = await signUpWithEmail(db, body);
      // The account works at once; only a confirmed address counts for admin rights and linking.
      // A mail failure does not undo the sign-up: POST /auth/verify-email/resend sends another.
      const link = await sendVerificationLink(db, config, mailer, {
        id: user.id,
        email: normaliseEmail(body.email),
      }).catch((error: unknown) => {
        request.log.error({ err: error }, 'Could not send the confirmation e-mail');
        return undefined;
      });
      await startSession(request, reply, user.id);
      const me = await presentMe(db, user, config.adminEmails);
      return { ...me, returnTo: returnPath(body.returnTo), confirmation: signupConfirmation(config, link) };
    },
  );

  route(app, routes.auth.emailLogin).handle(async ({ body, request, reply }) => {
    const user = await signInWithEmail(db, body);
    await startSession(request, reply, user.id);
    // where the visitor came from (a share link, an embed), if it is a path of the app
    return { ...(await presentMe(db, user, config.adminEmails)), returnTo: returnPath(body.returnTo) };
  });

  // The app's login probe: signed out is an answer, so a visitor's console logs no 401.
  route(app, routes.auth.session, { auth: authPolicy.openGuard('signIn') }).handle(async ({ user }) => ({
    user: user ? await presentMe(db, user, config.adminEmails) : null,
  }));

  route(app, routes.auth.logout, { auth: authPolicy.guard('useSession') }).handle(
    async ({ request, reply }) => {
      await endSession(request, reply);
      return { ok: true };
    },
  );

  await app.register(oauthRoutes);
  await app.register(verificationRoutes);
}
