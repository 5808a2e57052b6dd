import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's fixed key pair: it checks request signatures against it. */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** PHOTO_STORE=s3 and the S3_* variables that point the server at this bucket. */
  env: Record<string, string>;
  /** Every object key in the bucket, listed by a client of its own (not the app's store). */
  keys(): Promise<string[]>;
  /** Stops listening (a test can do this to take the store away); files go at stop(). */
  close(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, speaking the S3 REST API) on loopback, on a free
 * port, with a fresh, empty bucket in a temporary folder of its own. Its limits on Node 20:
 * it checks the access key id but not version 4 signatures, and a listing longer than one
 * page fails (its continuation tokens use DES, which OpenSSL 3 no longer offers).
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'quad-s3-'));
  const bucket = `quad-photos-${randomBytes(4).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    client.destroy();
    await server.close();
  };
  return {
    endpoint,
    bucket,
    env: {
      PHOTO_STORE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((o) => o.Key!).sort();
    },
    close,
    async stop() {
      await close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
