import {
  DEFAULT_DEPLOYMENT_MESSAGE,
  type DeployBody,
  type Deployment,
  PRODUCTION_BRANCH,
} from '@nodeloom/api';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { type DeploymentRow, deployments, type ProjectRow, siteAliases } from '../../db/schema/index.js';
import { NotFoundError, ValidationError } from '../../http/errors.js';
import type { SiteHosting } from '../../sites/plugin.js';
import { type DeployLimits, manifestOf, prepareDeployFiles } from './deploy-files.js';
import { aliasHostLabel, DNS_LABEL_MAX, projectSlug } from './project-slug.js';

export const DEPLOYMENT_NOT_FOUND = 'Deployment not found';
export const DEPLOYMENT_TAKEN_DOWN = 'This deployment was taken down';

/** `http://<label>.<SITES_DOMAIN>/` (https when PUBLIC_URL is https). */
export function siteUrl(publicUrl: string, sitesDomain: string, label: string): string {
  return `${new URL(publicUrl).protocol}//${label}.${sitesDomain}/`;
}

export interface PresentContext {
  publicUrl: string;
  sitesDomain: string;
}

export function presentDeployment(
  row: Omit<DeploymentRow, 'manifest'>,
  alias: { hostLabel: string; deploymentId: string } | undefined,
  context: PresentContext,
): Deployment {
  return {
    deploymentId: row.id,
    projectId: row.projectId,
    branch: row.branch,
    production: row.branch === PRODUCTION_BRANCH,
    message: row.message,
    url: siteUrl(context.publicUrl, context.sitesDomain, row.id),
    aliasUrl: alias ? siteUrl(context.publicUrl, context.sitesDomain, alias.hostLabel) : '',
    aliased: alias?.deploymentId === row.id,
    fileCount: row.fileCount,
    totalBytes: row.totalBytes,
    createdAt: row.createdAt.toISOString(),
    createdByUserId: row.createdByUserId,
    takenDownAt: row.takenDownAt?.toISOString() ?? null,
  };
}

const summaryColumns = {
  id: deployments.id,
  projectId: deployments.projectId,
  branch: deployments.branch,
  message: deployments.message,
  fileCount: deployments.fileCount,
  totalBytes: deployments.totalBytes,
  createdByUserId: deployments.createdByUserId,
  createdAt: deployments.createdAt,
  takenDownAt: deployments.takenDownAt,
};

/**
 * POST /publishing/deployments/deploy: stores the files by content hash, then in one transaction
 * writes the deployment and moves the branch alias to it (one row), then tells every instance.
 */
export async function deploy(
  db: Database,
  sites: SiteHosting,
  project: ProjectRow,
  userId: string,
  body: DeployBody & { files: Parameters<typeof prepareDeployFiles>[0] },
  limits: DeployLimits,
  context: PresentContext,
): Promise<Deployment> {
  const [existingAlias] = await db
    .select()
    .from(siteAliases)
    .where(and(eq(siteAliases.projectId, project.id), eq(siteAliases.branch, body.branch)));
  const hostLabel =
    existingAlias?.hostLabel ?? aliasHostLabel(body.branch, projectSlug(project.id, project.name));
  if (hostLabel.length > DNS_LABEL_MAX) {
    throw new ValidationError(
      `body.branch: the alias host ${hostLabel} is ${hostLabel.length} characters; a DNS label holds at most ${DNS_LABEL_MAX} (use a shorter branch name)`,
    );
  }
  const files = prepareDeployFiles(body.files, limits);
  const unique = new Map(files.map((file) => [file.hash, file]));
  await Promise.all(
    [...unique.values()].map((file) => sites.files.put(file.hash, file.bytes, file.contentType)),
  );

  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(deployments)
      .values({
        projectId: project.id,
        branch: body.branch,
        message: body.message || DEFAULT_DEPLOYMENT_MESSAGE,
        manifest: manifestOf(files),
        fileCount: files.length,
        totalBytes: files.reduce((sum, file) => sum + file.bytes.length, 0),
        createdByUserId: userId,
      })
      .returning(summaryColumns);
    await tx
      .insert(siteAliases)
      .values({ projectId: project.id, branch: body.branch, hostLabel, deploymentId: inserted!.id })
      .onConflictDoUpdate({
        target: [siteAliases.projectId, siteAliases.branch],
        set: { deploymentId: inserted!.id, updatedAt: new Date() },
      });
    return inserted!;
  });
  await sites.invalidate({ type: 'host', key: `a:${hostLabel}` });
  return presentDeployment(row, { hostLabel, deploymentId: row.id }, context);
}

export async function findDeployment(db: Database, id: string): Promise<Omit<DeploymentRow, 'manifest'>> {
  const [row] = await db.select(summaryColumns).from(deployments).where(eq(deployments.id, id)).limit(1);
  if (!row) throw new NotFoundError(DEPLOYMENT_NOT_FOUND);
  return row;
}

async function aliasOf(db: Database, projectId: string, branch: string) {
  const [alias] = await db
    .select({ hostLabel: siteAliases.hostLabel, deploymentId: siteAliases.deploymentId })
    .from(siteAliases)
    .where(and(eq(siteAliases.projectId, projectId), eq(siteAliases.branch, branch)));
  return alias;
}

/** Takes a deployment down: its host, and any alias or domain pointing at it, answer 404 at once. */
export async function takeDown(
  db: Database,
  sites: SiteHosting,
  id: string,
  now: Date,
  context: PresentContext,
): Promise<Deployment> {
  const [row] = await db
    .update(deployments)
    .set({ takenDownAt: now })
    .where(and(eq(deployments.id, id), isNull(deployments.takenDownAt)))
    .returning(summaryColumns);
  await sites.invalidate({ type: 'deployment', deploymentId: id });
  const current = row ?? (await findDeployment(db, id));
  return presentDeployment(current, await aliasOf(db, current.projectId, current.branch), context);
}

/** Rollback: points the branch alias back at an earlier (live) deployment of that branch. */
export async function rollback(
  db: Database,
  sites: SiteHosting,
  deployment: Omit<DeploymentRow, 'manifest'>,
  context: PresentContext,
): Promise<Deployment> {
  if (deployment.takenDownAt) throw new ValidationError(`body.deploymentId: ${DEPLOYMENT_TAKEN_DOWN}`);
  const [alias] = await db
    .update(siteAliases)
    .set({ deploymentId: deployment.id, updatedAt: new Date() })
    .where(and(eq(siteAliases.projectId, deployment.projectId), eq(siteAliases.branch, deployment.branch)))
    .returning({ hostLabel: siteAliases.hostLabel, deploymentId: siteAliases.deploymentId });
  if (alias) await sites.invalidate({ type: 'host', key: `a:${alias.hostLabel}` });
  return presentDeployment(deployment, alias, context);
}

/** Deployments, newest first, each with its branch alias. */
async function listWhere(
  db: Database,
  where: ReturnType<typeof eq>,
  context: PresentContext,
): Promise<Deployment[]> {
  const rows = await db
    .select({
      ...summaryColumns,
      hostLabel: siteAliases.hostLabel,
      aliasDeploymentId: siteAliases.deploymentId,
    })
    .from(deployments)
    .leftJoin(
      siteAliases,
      and(eq(siteAliases.projectId, deployments.projectId), eq(siteAliases.branch, deployments.branch)),
    )
    .where(where)
    .orderBy(desc(deployments.createdAt), desc(deployments.id));
  return rows.map(({ hostLabel, aliasDeploymentId, ...row }) =>
    presentDeployment(
      row,
      hostLabel && aliasDeploymentId ? { hostLabel, deploymentId: aliasDeploymentId } : undefined,
      context,
    ),
  );
}

export const listProjectDeployments = (db: Database, projectId: string, context: PresentContext) =>
  listWhere(db, eq(deployments.projectId, projectId), context);

export const listUserDeployments = (db: Database, userId: string, context: PresentContext) =>
  listWhere(db, eq(deployments.createdByUserId, userId), context);
