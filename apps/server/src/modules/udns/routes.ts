import { routes } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route.js';
import { udnsPolicy } from './policy.js';
import {
  createUdn,
  createVersionGroup,
  deleteUdn,
  deleteVersionGroup,
  listUdns,
  presentUdnMetadata,
  presentUdnWithGraph,
  presentVersionGroup,
  publishUdnVersion,
  udnsByIds,
  updateUdn,
  updateVersionGroup,
} from './service.js';

/**
 * The UDN calls of spec 1 §7 — every UDN and version group is its owner's only, except that the
 * official UDNs (no owner) are read by id by everybody, signed out too; nobody lists or changes them.
 */
export default async function udnsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  route(app, routes.udns.list, { auth: udnsPolicy.guard('use') }).handle(async ({ user, query }) =>
    listUdns(db, user.id, query.page, query.pageSize),
  );
  route(app, routes.udns.create, { auth: udnsPolicy.guard('use') }).handle(async ({ user, body }) =>
    presentUdnMetadata(await createUdn(db, user.id, body)),
  );
  route(app, routes.udns.update, { auth: udnsPolicy.guard('use') }).handle(async ({ user, params, body }) =>
    presentUdnMetadata(await updateUdn(db, user.id, params.id, body)),
  );
  route(app, routes.udns.delete, { auth: udnsPolicy.guard('use') }).handle(async ({ user, params }) => {
    await deleteUdn(db, user.id, params.id);
    return { ok: true as const };
  });
  // Read by id signed out too: the official UDNs the official demos use (policy.ts).
  route(app, routes.udns.getWithGraphsByIds, { auth: udnsPolicy.openGuard('readByIds') }).handle(
    async ({ user, body }) => (await udnsByIds(db, user?.id ?? null, body.udnIds)).map(presentUdnWithGraph),
  );
  route(app, routes.udns.getWithoutGraphsByIds, { auth: udnsPolicy.openGuard('readByIds') }).handle(
    async ({ user, body }) => (await udnsByIds(db, user?.id ?? null, body.udnIds)).map(presentUdnMetadata),
  );
  route(app, routes.udns.publishVersion, { auth: udnsPolicy.guard('use') }).handle(async ({ user, params }) =>
    presentUdnMetadata(await publishUdnVersion(db, user.id, params.id, params.version)),
  );
  route(app, routes.udns.createVersionGroup, { auth: udnsPolicy.guard('useVersionGroup') }).handle(
    async ({ user, body }) =>
      presentVersionGroup(await createVersionGroup(db, user.id, body.sharedDefinition)),
  );
  route(app, routes.udns.updateVersionGroup, { auth: udnsPolicy.guard('useVersionGroup') }).handle(
    async ({ user, params, body }) =>
      presentVersionGroup(await updateVersionGroup(db, user.id, params.id, body.sharedDefinition)),
  );
  route(app, routes.udns.deleteVersionGroup, { auth: udnsPolicy.guard('useVersionGroup') }).handle(
    async ({ user, params }) => {
      await deleteVersionGroup(db, user.id, params.id);
      return { ok: true as const };
    },
  );
}
