// Helpers for the publishing and site tests (not shipped: *.testing.ts).
import type { DeployFile, Deployment } from '@nodeloom/api';
import type { FastifyInstance } from 'fastify';
import type { SignedInTestUser } from '../../test/index.js';
import { call } from '../projects/fixtures.testing.js';

/** The host of a site URL the API handed out (`http://<label>.localhost:4000/` → `<label>.localhost:4000`). */
export const hostOf = (url: string) => new URL(url).host;

/** A small site: an index page and a stylesheet, both naming `version`, and a public file. */
export function sampleSite(version: string): DeployFile[] {
  return [
    { path: 'index.html', content: `<!doctype html><title>${version}</title><p>${version}</p>` },
    { path: 'styles.css', content: `/* ${version} */ body { color: red; }` },
    { path: '/logo.txt', content: `logo ${version}` },
  ];
}

/** Deploys as `who`; throws unless it succeeded. */
export async function deployAs(
  app: FastifyInstance,
  who: SignedInTestUser,
  projectId: string,
  branch: string,
  files: DeployFile[],
  message?: string,
): Promise<Deployment> {
  const response = await call(app, who, 'POST', '/publishing/deployments/deploy', {
    projectId,
    branch,
    files,
    ...(message === undefined ? {} : { message }),
  });
  if (response.status !== 201) throw new Error(`deploy: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body as unknown as Deployment;
}

/** A GET to a site host (Node 20 does not resolve *.localhost, so the Host header carries it). */
export function siteGet(
  app: FastifyInstance,
  host: string,
  path = '/',
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'GET', url: path, headers: { host, ...headers } });
}
