import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertStorageKey, type ObjectStorage, type StoredObjectRead } from './object-storage.js';

export interface S3StorageOptions {
  bucket: string;
  region?: string;
  /** For S3-compatible stores (MinIO, R2, …); path-style addressing is used then. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Lifetime of the signed read URLs the server redirects to. */
  readUrlTtlSeconds?: number;
}

/** An S3-compatible bucket. Reads answer with a short-lived presigned GET URL. */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3' as const;
  readonly client: S3Client;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      region: options.region ?? 'us-east-1',
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(
      new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  /** The presigned GET URL of a key (no network call). */
  async signedReadUrl(key: string): Promise<string> {
    assertStorageKey(key);
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.options.bucket, Key: key }), {
      expiresIn: this.options.readUrlTtlSeconds ?? 300,
    });
  }

  async read(key: string): Promise<StoredObjectRead | null> {
    assertStorageKey(key);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound') return null;
      throw error;
    }
    return { redirectTo: await this.signedReadUrl(key) };
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    for (const key of keys) assertStorageKey(key);
    await this.client.send(
      new DeleteObjectsCommand({
        Bucket: this.options.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}
