import fp from 'fastify-plugin';
import { builtInRegistry } from './empty-graph.js';
import type { UdnMetadataSource } from './graph-folder.js';
import { ProjectLog } from './project-log.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every write of a project's graph goes through it (project-log/project-log.ts). */
    projectLog: ProjectLog;
  }
}

export interface ProjectLogOptions {
  /**
   * What the fold knows of the UDNs an event names. The udns module answers it; app.ts hands it in
   * so this floor, below the modules, imports none of them.
   */
  udnMetadata: UdnMetadataSource;
}

/** Decorates the app with the project log before the routes and the socket that write through it. */
export default fp<ProjectLogOptions>(
  async (app, { udnMetadata }) => {
    app.decorate('projectLog', new ProjectLog(app.db, builtInRegistry, udnMetadata));
  },
  { name: 'project-log' },
);
