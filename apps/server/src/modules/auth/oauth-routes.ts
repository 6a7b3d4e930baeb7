import type { FastifyInstance } from 'fastify';

/** Google and GitHub OAuth2 sign-in (filled in next). */
export default async function oauthRoutes(_app: FastifyInstance): Promise<void> {}
