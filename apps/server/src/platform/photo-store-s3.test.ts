import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import type { PhotoStoreConfig } from '@/config';
import { startS3Server, type TestS3Server } from '@/test-support/s3-server';
import { InvalidPhotoName, PhotoStorageUnavailable, type PhotoStore } from './photo-store';
import { createS3PhotoStore } from './photo-store-s3';

/** A logger that keeps what was logged at error level. */
function recordingLogger() {
  const errors: { op?: string; name?: string }[] = [];
  const log = { error: (fields: { op?: string; name?: string }) => errors.push(fields) };
  return { errors, log: log as unknown as FastifyBaseLogger };
}

let s3: TestS3Server;
let store: PhotoStore;
const logged = recordingLogger();
const configFor = (server: TestS3Server, changes: Partial<Extract<PhotoStoreConfig, { kind: 's3' }>> = {}) => ({
  kind: 's3' as const,
  bucket: server.bucket,
  endpoint: server.endpoint,
  region: 'us-east-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  forcePathStyle: true,
  ...changes,
});

beforeAll(async () => {
  s3 = await startS3Server();
  store = await createS3PhotoStore(configFor(s3), logged.log);
});
afterAll(async () => {
  store.close();
  await s3.stop();
});

describe('the S3 photo store, against a real S3-compatible server', () => {
  it('writes an object per file, reads it back, lists and deletes it', async () => {
    const name = store.newName('webp');
    const data = Buffer.from('not really a webp, but bytes are bytes');
    await store.put(name, data);
    expect(await s3.keys()).toEqual([name]);
    expect(await store.read(name)).toEqual(data);
    expect(await store.list()).toEqual([name]);
    await store.delete(name);
    expect(await s3.keys()).toEqual([]);
    expect(await store.read(name)).toBeNull();
  });

  it('reads a missing file as null and deletes it without complaint', async () => {
    const name = store.newName('webp');
    expect(await store.read(name)).toBeNull();
    await expect(store.delete(name)).resolves.toBeUndefined();
    expect(logged.errors).toEqual([]);
  });

  it('refuses names the server did not make, before any request', async () => {
    for (const name of ['../etc/passwd', 'a/b.webp', 'short.webp', '']) {
      await expect(store.read(name)).rejects.toThrow(InvalidPhotoName);
      await expect(store.put(name, Buffer.from('x'))).rejects.toThrow(InvalidPhotoName);
    }
    expect(await s3.keys()).toEqual([]);
  });

  it('answers 503 with a code, and logs the cause, for an unknown key and a missing bucket', async () => {
    const cases = [
      // s3rver checks the key id, not version 4 signatures: an unknown key id stands for wrong credentials.
      configFor(s3, { credentials: { accessKeyId: 'nobody', secretAccessKey: 'S3RVER' } }),
      configFor(s3, { bucket: 'no-such-bucket' }),
    ];
    for (const config of cases) {
      const { errors, log } = recordingLogger();
      const broken = await createS3PhotoStore(config, log);
      try {
        const name = broken.newName('webp');
        const refused = await broken.put(name, Buffer.from('x')).catch((err: unknown) => err);
        expect(refused).toBeInstanceOf(PhotoStorageUnavailable);
        expect(refused).toMatchObject({ statusCode: 503, message: MSG.photoStorageUnavailable });
        expect((refused as PhotoStorageUnavailable).code).toBe('photo_storage_unavailable');
        // A missing bucket is a fault of the set-up, never "this photo does not exist".
        await expect(broken.read(name)).rejects.toThrow(PhotoStorageUnavailable);
        expect(errors.map((e) => [e.op, e.name])).toEqual([
          ['put', name],
          ['read', name],
        ]);
      } finally {
        broken.close();
      }
    }
    expect(await s3.keys()).toEqual([]);
  });

  it('answers 503 when the server is gone', async () => {
    const gone = await startS3Server();
    const orphan = await createS3PhotoStore(configFor(gone), recordingLogger().log);
    await gone.stop();
    try {
      await expect(orphan.put(orphan.newName('webp'), Buffer.from('x'))).rejects.toThrow(PhotoStorageUnavailable);
      await expect(orphan.delete(orphan.newName('webp'))).rejects.toThrow(PhotoStorageUnavailable);
    } finally {
      orphan.close();
    }
  });
});
