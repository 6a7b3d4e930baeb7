import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * A project answer's ETag: the graph's version (bumped by the database on every write of its nodes
 * or connections, migration 0006) and a digest of everything else the answer says (name, times,
 * metadata, read-only for this caller). Weak, because compression changes the bytes, not the meaning.
 */
export function projectETag(graphVersion: number, summaryJson: string): string {
  const digest = createHash('sha256').update(summaryJson).digest('base64url').slice(0, 22);
  return `W/"${graphVersion}-${digest}"`;
}

/** True when the request's If-None-Match names this ETag (weak comparison, lists and `*` allowed). */
export function matchesIfNoneMatch(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}
