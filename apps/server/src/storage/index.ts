import type { Config } from '../config.js';
import { LocalStorage } from './local-storage.js';
import type { ObjectStorage } from './object-storage.js';
import { S3Storage } from './s3-storage.js';

export * from './local-storage.js';
export * from './object-storage.js';
export * from './s3-storage.js';
export * from './upload-signature.js';

/** The store STORAGE_DRIVER names: the local directory by default, an S3 bucket for 's3'. */
export function createStorage(config: Config): ObjectStorage {
  const { driver, dir, s3 } = config.storage;
  if (driver === 's3') {
    if (!s3.bucket) throw new Error('STORAGE_DRIVER is s3 but S3_BUCKET is not set');
    return new S3Storage({ ...s3, bucket: s3.bucket });
  }
  return new LocalStorage(dir);
}
export * from './upload-claims.js';
