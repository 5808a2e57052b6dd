import type { FastifyBaseLogger } from 'fastify';
import type { PhotoStoreConfig } from '@/config';
import { checkedPhotoName, newPhotoName, PhotoStorageUnavailable, type PhotoStore } from './photo-store';

export type S3PhotoStoreConfig = Extract<PhotoStoreConfig, { kind: 's3' }>;

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' };

/** The object is absent (a missing bucket is a configuration fault, not a missing photo). */
function isMissingObject(err: unknown): boolean {
  const e = err as { name?: unknown; $metadata?: { httpStatusCode?: number } } | null;
  if (e?.name === 'NoSuchKey') return true;
  return e?.$metadata?.httpStatusCode === 404 && e.name !== 'NoSuchBucket';
}

/**
 * Photos as objects in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, Backblaze B2,
 * …), one object per file, keyed by its name. The bucket stays private: members still get
 * the server's own signed /api/photos/file URLs, and the server fetches the object. A
 * failure of the store answers 503 to the member and is logged with its cause.
 */
export async function createS3PhotoStore(config: S3PhotoStoreConfig, log: FastifyBaseLogger): Promise<PhotoStore> {
  // Loaded here, not at the top: the SDK takes about half a second to load, which a server
  // keeping photos in a folder never pays (the bundle would otherwise load it at start).
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } =
    await import('@aws-sdk/client-s3');
  const { bucket } = config;
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where the S3 API demands them: several S3-compatible services refuse
    // the checksum headers recent SDK versions send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer must not hold a member's request (and its photo) for long.
    requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
  });
  const failed = (op: string, name: string | undefined, err: unknown) => {
    log.error({ err, op, bucket, name }, 'photo storage failed');
    return new PhotoStorageUnavailable();
  };

  return {
    newName: newPhotoName,
    async put(name, data) {
      const key = checkedPhotoName(name);
      const extension = key.slice(key.lastIndexOf('.') + 1);
      await client
        .send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: data,
            ContentLength: data.length,
            ContentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          }),
        )
        .catch((err: unknown) => {
          throw failed('put', name, err);
        });
    },
    async read(name) {
      const key = checkedPhotoName(name);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!object.Body) return null;
        const bytes = await object.Body.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      } catch (err) {
        if (isMissingObject(err)) return null;
        throw failed('read', name, err);
      }
    },
    async delete(name) {
      const key = checkedPhotoName(name);
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        if (isMissingObject(err)) return;
        throw failed('delete', name, err);
      }
    },
    async list() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }))
          .catch((err: unknown) => {
            throw failed('list', undefined, err);
          });
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return names;
    },
    close() {
      client.destroy();
    },
  };
}
