import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Mailer } from './mail/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database (drizzle over PGlite or PostgreSQL), decorated by app.ts. */
    db: Database;
    config: Config;
    /** Outgoing e-mail (SMTP or the mailbox file), decorated by app.ts. */
    mailer: Mailer;
  }
}
