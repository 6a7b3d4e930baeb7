import type { S3Client } from '@aws-sdk/client-s3';
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

/** The AWS SDK's S3 client and presigner: loaded on first use, not at start (about 50 modules). */
const loadSdk = () => Promise.all([import('@aws-sdk/client-s3'), import('@aws-sdk/s3-request-presigner')]);
type Sdk = Awaited<ReturnType<typeof loadSdk>>;

/** An S3-compatible bucket. Reads answer with a short-lived presigned GET URL. */
export class S3Storage implements ObjectStorage {
  readonly driver = 's3' as const;
  #sdk: Promise<{ client: S3Client; s3: Sdk[0]; presigner: Sdk[1] }> | undefined;

  constructor(private readonly options: S3StorageOptions) {}

  /** The client, made with the SDK on first use. */
  private sdk() {
    const { options } = this;
    this.#sdk ??= loadSdk().then(([s3, presigner]) => ({
      s3,
      presigner,
      client: new s3.S3Client({
        region: options.region ?? 'us-east-1',
        ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
        ...(options.accessKeyId && options.secretAccessKey
          ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
          : {}),
      }),
    }));
    return this.#sdk;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertStorageKey(key);
    const { client, s3 } = await this.sdk();
    await client.send(
      new s3.PutObjectCommand({
        Bucket: this.options.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  /** The presigned GET URL of a key (no network call). */
  async signedReadUrl(key: string): Promise<string> {
    assertStorageKey(key);
    const { client, s3, presigner } = await this.sdk();
    return presigner.getSignedUrl(
      client,
      new s3.GetObjectCommand({ Bucket: this.options.bucket, Key: key }),
      {
        expiresIn: this.options.readUrlTtlSeconds ?? 300,
      },
    );
  }

  async read(key: string): Promise<StoredObjectRead | null> {
    assertStorageKey(key);
    const { client, s3 } = await this.sdk();
    try {
      await client.send(new s3.HeadObjectCommand({ Bucket: this.options.bucket, Key: key }));
    } catch (error) {
      if ((error as { name?: string }).name === 'NotFound') return null;
      throw error;
    }
    return { redirectTo: await this.signedReadUrl(key) };
  }

  async delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    for (const key of keys) assertStorageKey(key);
    const { client, s3 } = await this.sdk();
    await client.send(
      new s3.DeleteObjectsCommand({
        Bucket: this.options.bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
  }
}
