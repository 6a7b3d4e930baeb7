import type { FastifyInstance } from 'fastify';

/** The default HOST: every interface, IPv6 and IPv4 alike, so localhost, 127.0.0.1 and [::1] all reach the app. */
export const ALL_INTERFACES = '::';

/** Errors a machine without IPv6 answers to a listen on '::'. */
const NO_IPV6 = new Set(['EAFNOSUPPORT', 'EADDRNOTAVAIL']);

/**
 * Listens on the configured host. On the default '::' (dual stack) a machine without IPv6 falls
 * back to every IPv4 interface instead of refusing to start; an explicit HOST is taken as it is.
 */
export async function listen(app: FastifyInstance, port: number, host: string): Promise<void> {
  try {
    await app.listen({ port, host });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (host !== ALL_INTERFACES || !code || !NO_IPV6.has(code)) throw error;
    app.log.warn({ code }, 'IPv6 is unavailable: listening on 0.0.0.0 only');
    await app.listen({ port, host: '0.0.0.0' });
  }
}
