import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { customDomains, type DeploymentManifest, deployments, siteAliases } from '../db/schema/index.js';
import type { SiteHost } from '../http/hosts.js';
import type { InvalidationBus } from './invalidation.js';

/** A host resolved for one request: every file of the request is read from this one manifest. */
export interface ResolvedSite {
  deploymentId: string;
  manifest: DeploymentManifest;
  /** Deployment hosts never change: their answers may be cached for good. */
  immutable: boolean;
}

/** How long a host → deployment answer is trusted without an invalidation (a safety net). */
export const HOST_CACHE_TTL_MS = 30_000;
const MAX_MANIFESTS = 500;
const MAX_HOSTS = 10_000;

interface HostEntry {
  deploymentId: string | null;
  expiresAt: number;
}

/**
 * Host → deployment → manifest, cached. Manifests are cached by deployment id (deployments are
 * immutable); hosts for HOST_CACHE_TTL_MS or until the bus says otherwise (alias moved,
 * deployment taken down, domain connected). A lookup that raced an invalidation is not cached.
 */
export class SiteDirectory {
  private readonly hosts = new Map<string, HostEntry>();
  private readonly manifests = new Map<string, DeploymentManifest>();
  /** Bumped by every invalidation, so a lookup started before one does not store a stale answer. */
  private generation = 0;

  constructor(
    private readonly db: Database,
    bus: InvalidationBus,
    private readonly now: () => number = Date.now,
  ) {
    bus.subscribe((message) => {
      this.generation += 1;
      if (message.type === 'host') {
        this.hosts.delete(message.key);
        return;
      }
      this.manifests.delete(message.deploymentId);
      for (const [key, entry] of this.hosts) {
        if (entry.deploymentId === message.deploymentId || key === `d:${message.deploymentId}`) {
          this.hosts.delete(key);
        }
      }
    });
  }

  /** The live deployment a site host serves, or null (unknown host, taken down, not connected). */
  async resolve(host: SiteHost): Promise<ResolvedSite | null> {
    if (host.kind === 'unknown') return null;
    const generation = this.generation;
    const cached = this.hosts.get(host.cacheKey);
    let deploymentId: string | null;
    if (cached && cached.expiresAt > this.now()) {
      deploymentId = cached.deploymentId;
    } else {
      deploymentId = await this.lookUpHost(host);
      if (generation === this.generation) this.remember(host.cacheKey, deploymentId);
    }
    if (deploymentId === null) return null;
    const manifest = await this.manifest(deploymentId, generation);
    if (!manifest) return null;
    return { deploymentId, manifest, immutable: host.kind === 'deployment' };
  }

  private remember(key: string, deploymentId: string | null): void {
    if (this.hosts.size >= MAX_HOSTS) this.hosts.delete(this.hosts.keys().next().value!);
    this.hosts.set(key, { deploymentId, expiresAt: this.now() + HOST_CACHE_TTL_MS });
  }

  private async manifest(deploymentId: string, generation: number): Promise<DeploymentManifest | null> {
    const cached = this.manifests.get(deploymentId);
    if (cached) return cached;
    const [row] = await this.db
      .select({ manifest: deployments.manifest })
      .from(deployments)
      .where(and(eq(deployments.id, deploymentId), isNull(deployments.takenDownAt)))
      .limit(1);
    if (!row) return null;
    if (generation === this.generation) {
      if (this.manifests.size >= MAX_MANIFESTS) this.manifests.delete(this.manifests.keys().next().value!);
      this.manifests.set(deploymentId, row.manifest);
    }
    return row.manifest;
  }

  /** One query per host kind; a taken-down deployment resolves to null everywhere. */
  private async lookUpHost(host: Exclude<SiteHost, { kind: 'unknown' }>): Promise<string | null> {
    const live = isNull(deployments.takenDownAt);
    if (host.kind === 'deployment') {
      const [row] = await this.db
        .select({ id: deployments.id })
        .from(deployments)
        .where(and(eq(deployments.id, host.deploymentId), live))
        .limit(1);
      return row?.id ?? null;
    }
    if (host.kind === 'alias') {
      const [row] = await this.db
        .select({ id: deployments.id })
        .from(siteAliases)
        .innerJoin(deployments, eq(deployments.id, siteAliases.deploymentId))
        .where(and(eq(siteAliases.hostLabel, host.label), live))
        .limit(1);
      return row?.id ?? null;
    }
    const [row] = await this.db
      .select({ id: deployments.id })
      .from(customDomains)
      .innerJoin(deployments, eq(deployments.id, customDomains.deploymentId))
      .where(and(eq(customDomains.domainName, host.domainName), eq(customDomains.status, 'verified'), live))
      .limit(1);
    return row?.id ?? null;
  }
}
