import { toEngineUdnMetadata } from '@nodeloom/api';
import fp from 'fastify-plugin';
import { builtInRegistry } from '../modules/projects/empty-graph.js';
import { udnMetadataForFold } from '../modules/udns/service.js';
import { ProjectLog } from './project-log.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every write of a project's graph goes through it (collab/project-log.ts). */
    projectLog: ProjectLog;
  }
}

/** Decorates the app with the project log before the routes and the socket that write through it. */
export default fp(
  async (app) => {
    app.decorate(
      'projectLog',
      new ProjectLog(app.db, builtInRegistry, async (tx, ids) =>
        (await udnMetadataForFold(tx, ids)).map(toEngineUdnMetadata),
      ),
    );
  },
  { name: 'project-log' },
);
