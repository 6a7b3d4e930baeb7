import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';

export const SESSION_COOKIE_NAME = 'nodeloom_session';

const secure = (config: Config) => config.publicUrl.startsWith('https://');

/** httpOnly, SameSite=Lax, Secure when PUBLIC_URL is https, for the session's absolute lifetime. */
export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.setCookie(SESSION_COOKIE_NAME, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config),
    maxAge: Math.floor(config.session.absoluteTimeoutMs / 1000),
  });
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.clearCookie(SESSION_COOKIE_NAME, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(config),
  });
}

export function readSessionCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies[SESSION_COOKIE_NAME];
  return value ? value : undefined;
}
