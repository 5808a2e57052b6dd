import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@/config';

const secret = new TextEncoder().encode('test-secret-test-secret-test-secret!');
const load = (env: Record<string, string>) => loadConfig(env, { dataDir: '/tmp/quad-config-test', jwtSecret: secret });

describe('PHOTO_STORE and the S3 variables', () => {
  it('keeps photos in DATA_DIR/photos by default', () => {
    expect(load({}).photoStore).toEqual({ kind: 'local', dir: path.join('/tmp/quad-config-test', 'photos') });
  });

  it('reads the bucket, endpoint, region, credentials and path style for PHOTO_STORE=s3', () => {
    const config = load({
      PHOTO_STORE: 's3',
      S3_BUCKET: 'quad-photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.photoStore).toEqual({
      kind: 's3',
      bucket: 'quad-photos',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-central-1',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
  });

  it('leaves AWS itself and its usual credentials when only the bucket is given', () => {
    expect(load({ PHOTO_STORE: 's3', S3_BUCKET: 'quad-photos' }).photoStore).toEqual({
      kind: 's3',
      bucket: 'quad-photos',
      endpoint: undefined,
      region: 'us-east-1',
      credentials: undefined,
      forcePathStyle: false,
    });
  });

  it('refuses to start with PHOTO_STORE=s3 and no bucket, half the credentials, or a bad value', () => {
    const refused = (env: Record<string, string>) => {
      try {
        load(env);
      } catch (err) {
        expect(err).toBeInstanceOf(ConfigError);
        return (err as Error).message;
      }
      throw new Error(`accepted: ${JSON.stringify(env)}`);
    };
    expect(refused({ PHOTO_STORE: 's3' })).toBe('Invalid configuration:\n  S3_BUCKET: required when PHOTO_STORE=s3');
    expect(refused({ PHOTO_STORE: 's3', S3_BUCKET: '' })).toContain('S3_BUCKET: required when PHOTO_STORE=s3');
    expect(refused({ PHOTO_STORE: 's3', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toContain(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both',
    );
    expect(refused({ PHOTO_STORE: 's3', S3_BUCKET: 'Not_A_Bucket' })).toContain('S3_BUCKET: must be an S3 bucket name');
    expect(refused({ PHOTO_STORE: 'ftp' })).toContain('PHOTO_STORE');
    expect(refused({ PHOTO_STORE: 's3', S3_BUCKET: 'b-1', S3_ENDPOINT: 'not a url' })).toContain('S3_ENDPOINT');
    expect(refused({ PHOTO_STORE: 's3', S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'yes' })).toContain(
      'S3_FORCE_PATH_STYLE',
    );
  });
});
