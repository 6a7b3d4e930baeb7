import type { deployFileSchema } from '@nodeloom/api';
import {
  APP_SCRIPT,
  contentTypeFor,
  INDEX_PAGE,
  PACKAGE_MANIFEST,
  publicFilePath,
  STYLES,
  TAILWIND_CONFIG,
} from '@nodeloom/site/hosting';
import type { z } from 'zod';
import type { DeploymentManifest } from '../../db/schema/index.js';
import { HttpError, ValidationError } from '../../http/errors.js';
import { contentHash } from '../../sites/site-files.js';

/** The site's own files (spec 1 §9); every other path is a public file. */
const SITE_FILES = new Set([INDEX_PAGE, APP_SCRIPT, PACKAGE_MANIFEST, STYLES, TAILWIND_CONFIG]);

/** 413 with a message that names the limit and the variable that sets it. */
export class DeploymentTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, 'DeploymentTooLarge', message);
  }
}

export interface DeployLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
}

export interface PreparedFile {
  path: string;
  hash: string;
  bytes: Buffer;
  contentType: string;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`;

/**
 * Where a deployed file goes: a site file keeps its name; any other path is a public file (spec 1
 * §5: the leading slash is dropped, it goes under public/, index.html is refused).
 */
export function deployedPath(path: string): string {
  if (SITE_FILES.has(path)) return path;
  try {
    return publicFilePath(path);
  } catch (error) {
    throw new ValidationError(`body.files: ${(error as Error).message} (${path})`);
  }
}

/** Decodes, places, checks and hashes the files of a deploy; a later file of the same path wins. */
export function prepareDeployFiles(
  files: z.output<typeof deployFileSchema>[],
  limits: DeployLimits,
): PreparedFile[] {
  if (files.length > limits.maxFiles) {
    throw new DeploymentTooLargeError(
      `Deployment has ${files.length} files; the limit is ${limits.maxFiles} (DEPLOY_MAX_FILES)`,
    );
  }
  const byPath = new Map<string, PreparedFile>();
  for (const file of files) {
    const path = deployedPath(file.path);
    const bytes = Buffer.from(file.content, file.encoding);
    if (bytes.length > limits.maxFileBytes) {
      throw new DeploymentTooLargeError(
        `File ${path} is ${megabytes(bytes.length)}; the limit is ${megabytes(limits.maxFileBytes)} per file (DEPLOY_MAX_FILE_MB)`,
      );
    }
    byPath.set(path, { path, bytes, hash: contentHash(bytes), contentType: contentTypeFor(path) });
  }
  const total = [...byPath.values()].reduce((sum, file) => sum + file.bytes.length, 0);
  if (total > limits.maxTotalBytes) {
    throw new DeploymentTooLargeError(
      `Deployment is ${megabytes(total)}; the limit is ${megabytes(limits.maxTotalBytes)} in total (DEPLOY_MAX_TOTAL_MB)`,
    );
  }
  if (!byPath.has(INDEX_PAGE)) throw new ValidationError(`body.files: ${INDEX_PAGE} is required`);
  return [...byPath.values()];
}

export function manifestOf(files: PreparedFile[]): DeploymentManifest {
  return Object.fromEntries(
    files.map((file) => [
      file.path,
      { hash: file.hash, size: file.bytes.length, contentType: file.contentType },
    ]),
  );
}
