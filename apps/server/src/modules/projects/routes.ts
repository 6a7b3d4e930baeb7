import { HEADER_PROJECT_ACCESS_TOKEN, PLAYGROUND_PROJECT_ID, routes } from '@nodeloom/api';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../http/route.js';
import {
  loadCaller,
  requireProjectFor,
  requireReadableProjectForRequest,
  requireWritableProject,
} from '../../permissions/index.js';
import { headCounter } from '../../project-log/event-log.js';
import { loadGraph } from '../../project-log/graph-store.js';
import { seedOfficialDemoProjects } from '../../seed/index.js';
import { projectIdForAccessToken } from '../sharing/index.js';
import { refuseMismatchedConnectionIds } from './connection-ids.js';
import { listOfficialDemos } from './demos.js';
import { applyGraphUpdateLimits } from './graph-limits.js';
import { saveGraphThroughLog } from './graph-save.js';
import { playgroundProject } from './playground.js';
import { projectsPolicy } from './policy.js';
import { presentProject, presentProjectSummary, sendProjectUnlessUnchanged } from './present.js';
import { ProjectReadCache } from './project-read-cache.js';
import { createProject, deleteProject, listProjects, updateProjectMetadata } from './service.js';

/** GET, POST /projects; GET /projects/official/demo; GET, DELETE /projects/{id}; graph; metadata. */
export default async function projectsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // Official demo projects are (re)written at startup, idempotently (every instance may do it), but
  // not before the server answers: building them loads the node library, about a second. Reads of
  // the demos wait for it; a failure is logged and leaves the demos as they were.
  let demosWritten: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    demosWritten = seedOfficialDemoProjects(db).catch((error: unknown) =>
      app.log.error({ err: error }, 'writing the official demo projects failed'),
    );
  });
  app.addHook('onClose', async () => {
    await demosWritten;
  });
  applyGraphUpdateLimits(app);
  // Graph texts and compressed answers of recently opened projects (project-read-cache.ts): 64 MB at
  // most, together. The project read compresses its own answer (present.ts), so no compression plugin.
  const readCache = new ProjectReadCache(64 * 1024 * 1024);

  /** The project an x-project-access-token header grants (if any and valid). */
  const tokenProjectIdOf = async (request: FastifyRequest) => {
    const header = request.headers[HEADER_PROJECT_ACCESS_TOKEN];
    const token = Array.isArray(header) ? header[0] : header;
    return token ? await projectIdForAccessToken(db, token) : undefined;
  };

  route(app, routes.projects.list, { auth: projectsPolicy.guard('list') }).handle(async ({ user }) =>
    listProjects(db, await loadCaller(db, user)),
  );

  route(app, routes.projects.create, { auth: projectsPolicy.guard('create') }).handle(
    async ({ user, body }) => {
      const caller = await loadCaller(db, user);
      projectsPolicy.authorize(caller, 'create', { newProjectTeamId: body.teamId });
      const row = await createProject(db, caller, body);
      // a new project's graph is its base: the log starts after it, at counter 0
      return { ...presentProject(row, await loadGraph(db, row.id), false), eventCounter: 0 };
    },
  );

  route(app, routes.projects.officialDemo).handle(async () => {
    await demosWritten;
    return listOfficialDemos(db);
  });

  // Signed in or out: the session is read in the same query as the project and the caller's
  // access to it (permissions/project-read.ts), not by a guard before it.
  route(app, routes.projects.get).handle(async ({ params, request, reply }) => {
    if (params.id === PLAYGROUND_PROJECT_ID) return playgroundProject();
    await demosWritten;
    const tokenProjectId = await tokenProjectIdOf(request);
    const { row, access } = await requireReadableProjectForRequest(request, params.id, tokenProjectId);
    return sendProjectUnlessUnchanged(db, readCache, request, reply, row, access !== 'write');
  });

  route(app, routes.projects.delete, { auth: projectsPolicy.guard('delete') }).handle(
    async ({ params, user }) => {
      await requireProjectFor(db, params.id, await loadCaller(db, user), 'delete', { allowArchived: true });
      await deleteProject(db, params.id);
      return { ok: true as const };
    },
  );

  route(app, routes.projects.updateGraph, { auth: projectsPolicy.guard('write') }).handle(
    async ({ params, user, body }) => {
      refuseMismatchedConnectionIds(body.unorderedUpdates);
      await requireWritableProject(db, params.id, await loadCaller(db, user));
      return saveGraphThroughLog(app.projectLog, params.id, user.id, body.unorderedUpdates);
    },
  );

  // Signed in or out, like the project read: whoever may read the project may read its history.
  route(app, routes.projects.events).handle(async ({ params, query, request }) => {
    const tokenProjectId = await tokenProjectIdOf(request);
    await requireReadableProjectForRequest(request, params.id, tokenProjectId);
    const [events, head] = await Promise.all([
      app.projectLog.after(params.id, query.after, query.limit),
      headCounter(db, params.id),
    ]);
    return { events, headCounter: head };
  });

  route(app, routes.projects.updateMetadata, { auth: projectsPolicy.guard('write') }).handle(
    async ({ params, user, body }) => {
      await requireWritableProject(db, params.id, await loadCaller(db, user), { allowArchived: true });
      return presentProjectSummary(await updateProjectMetadata(db, params.id, body), false);
    },
  );
}
