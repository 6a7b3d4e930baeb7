import fp from 'fastify-plugin';
import { type CollabHandle, startCollabServer } from './collab-server.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The collaboration socket (collab/README.md), decorated by collab/plugin.ts. */
    collab: CollabHandle;
  }
}

/** Attaches the collaboration socket to the app's HTTP server and closes it with the app. */
export default fp(
  async (app) => {
    const collab = await startCollabServer(app);
    app.decorate('collab', collab);
    // Before the HTTP server closes: open websockets would otherwise keep it waiting.
    app.addHook('preClose', async () => collab.close());
  },
  { name: 'collab' },
);
