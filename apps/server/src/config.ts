import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import { z } from 'zod';
import {
  SELFIE_POSES_PER_CHECK,
  SUSPENSION_SWEEP_INTERVAL_SECONDS_DEFAULT,
  ZEnvironment,
  ZVerificationPose,
  type TVerificationPose,
} from '@quad/contract';

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional();
const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every environment variable the server reads, parsed once. Defaults work on a laptop:
 * embedded database in ./data, mail written to ./data/outbox, no Redis.
 */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_ENV: ZEnvironment.default('development'),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Quad <no-reply@quad.local>'),
  SUPPORT_EMAIL: z.string().default('support@quad.local'),
  JWT_SECRET: z.string().min(32).optional(),
  ACCESS_TOKEN_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(60),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  ALLOWED_ORIGINS: z.string().optional(),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(300),
  SOCKET_AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(30),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  ANALYTICS_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,16}$/, 'must look like G-XXXXXXX')
    .optional(),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_INSTITUTION: z.string().default('ucalgary'),
  IMAGE_MODERATION: z.enum(['nsfwjs', 'off']).default('nsfwjs'),
  IMAGE_MODERATION_THRESHOLD: z.coerce.number().min(0).max(1).default(0.7),
  SELFIE_POSES: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v.split(',').map((p) => p.trim()) : undefined))
    .pipe(z.array(ZVerificationPose).length(SELFIE_POSES_PER_CHECK).optional()),
  PAYMENTS_IMAP_URL: optionalUrl,
  PAYMENTS_IMAP_INTERVAL_SECONDS: z.coerce.number().int().min(10).default(300),
  PHOTO_STORE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .trim()
    .regex(
      /^$|^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be an S3 bucket name (3-63 lowercase letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_TOKEN: z.string().trim().min(16, 'must be at least 16 characters').optional(),
  VAPID_PUBLIC_KEY: z.string().trim().optional(),
  VAPID_PRIVATE_KEY: z.string().trim().optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:\/\/)/, 'must be a mailto: or https:// URL')
    .optional(),
  PUSH_ENDPOINT_ALLOWLIST: z.string().optional(),
  EMAIL_NUDGE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  SUSPENSION_SWEEP_INTERVAL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(3600)
    .default(SUSPENSION_SWEEP_INTERVAL_SECONDS_DEFAULT),
});

export type Env = z.infer<typeof ZEnv>;

/** Where photo files are kept: a folder of this instance, or an S3-compatible bucket that instances share. */
export type PhotoStoreConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      /** Unset for AWS itself; the service's URL otherwise (MinIO, R2, B2, …). */
      endpoint: string | undefined;
      region: string;
      /** Unset: the AWS SDK's usual sources (AWS_* variables, an instance or task role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/** The VAPID key pair that signs web pushes (base64url, as web-push writes them). */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

export interface Config {
  port: number;
  host: string;
  env: z.infer<typeof ZEnvironment>;
  isProduction: boolean;
  dataDir: string;
  publicUrl: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  jwtSecret: Uint8Array;
  accessTokenTtlMs: number;
  sessionTtlMs: number;
  allowedOrigins: string[];
  /** Requests per minute one address may make to /api/auth/* (a coarse guard; finer rules apply per call). */
  authRateLimitPerMinute: number;
  /** Realtime handshakes failing authentication one address may make per minute (then refused). */
  socketAuthFailuresPerMinute: number;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDist: string | undefined;
  analyticsMeasurementId: string | null;
  bootstrapAdmin: { email: string; password: string; institution: string } | undefined;
  imageModeration: Env['IMAGE_MODERATION'];
  imageModerationThreshold: number;
  /** The poses every selfie check asks for (browser tests, demos); unset, two are drawn at random. */
  selfiePoses: TVerificationPose[] | undefined;
  paymentsImapUrl: string | undefined;
  paymentsImapIntervalMs: number;
  photoStore: PhotoStoreConfig;
  /** Prometheus figures: on a port of their own, and/or at /metrics behind a bearer token. */
  metrics: { port: number | undefined; token: string | undefined };
  vapid: VapidKeys;
  /** Origins (scheme://host:port) push endpoints may have besides https ones. */
  pushEndpointAllowlist: string[];
  /** How often each instance looks for members to e-mail about unread messages (0: never). */
  emailNudgeIntervalMs: number;
  /** How often each instance ends timed suspensions that are over (0: never). */
  suspensionSweepIntervalMs: number;
}

export class ConfigError extends Error {}

/** The JWT secret: JWT_SECRET when given, otherwise one generated once and kept in DATA_DIR. */
function loadSecret(dataDir: string, given: string | undefined): Uint8Array {
  if (given) return new TextEncoder().encode(given);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when given (both or neither), otherwise a pair
 * generated once and kept in DATA_DIR: subscriptions stay valid across restarts.
 */
function loadVapidKeys(dataDir: string, e: Env, supportEmail: string): VapidKeys {
  const subject = e.VAPID_SUBJECT ?? `mailto:${supportEmail.replace(/^.*<|>.*$/g, '')}`;
  const [publicKey, privateKey] = [e.VAPID_PUBLIC_KEY || undefined, e.VAPID_PRIVATE_KEY || undefined];
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: give both, or neither to generate a pair',
    );
  }
  if (publicKey && privateKey) return { publicKey, privateKey, subject };
  const file = path.join(dataDir, 'vapid-keys.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(webPush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
  }
  const stored = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
}

/** An origin list: trimmed, without trailing slashes, empty entries dropped. */
const origins = (list: string): string[] =>
  list
    .split(',')
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);

/** PHOTO_STORE and the S3_* variables; an incomplete S3 set-up stops the start. */
function photoStoreConfig(e: Env, dataDir: string): PhotoStoreConfig {
  if (e.PHOTO_STORE === 'local') return { kind: 'local', dir: path.join(dataDir, 'photos') };
  const problems: string[] = [];
  if (!e.S3_BUCKET) problems.push('  S3_BUCKET: required when PHOTO_STORE=s3');
  const [keyId, secret] = [e.S3_ACCESS_KEY_ID || undefined, e.S3_SECRET_ACCESS_KEY || undefined];
  if (Boolean(keyId) !== Boolean(secret)) {
    problems.push('  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither to use the AWS SDK defaults');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  return {
    kind: 's3',
    bucket: e.S3_BUCKET!,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials: keyId && secret ? { accessKeyId: keyId, secretAccessKey: secret } : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? e.DATA_DIR);
  const port = overrides.port ?? e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const admin =
    e.ADMIN_EMAIL && e.ADMIN_PASSWORD
      ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD, institution: e.ADMIN_INSTITUTION }
      : undefined;
  return {
    port,
    host: e.HOST,
    env: e.APP_ENV,
    isProduction: e.APP_ENV === 'production',
    dataDir,
    publicUrl,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    jwtSecret: overrides.jwtSecret ?? loadSecret(dataDir, e.JWT_SECRET),
    accessTokenTtlMs: e.ACCESS_TOKEN_TTL_MINUTES * 60_000,
    sessionTtlMs: e.SESSION_TTL_DAYS * 24 * 60 * 60_000,
    allowedOrigins: origins(e.ALLOWED_ORIGINS ?? publicUrl),
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    socketAuthFailuresPerMinute: e.SOCKET_AUTH_FAILURES_PER_MINUTE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    analyticsMeasurementId: e.ANALYTICS_MEASUREMENT_ID ?? null,
    bootstrapAdmin: admin,
    imageModeration: e.IMAGE_MODERATION,
    imageModerationThreshold: e.IMAGE_MODERATION_THRESHOLD,
    selfiePoses: e.SELFIE_POSES,
    paymentsImapUrl: e.PAYMENTS_IMAP_URL,
    paymentsImapIntervalMs: e.PAYMENTS_IMAP_INTERVAL_SECONDS * 1000,
    photoStore: photoStoreConfig(e, dataDir),
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    vapid: overrides.vapid ?? loadVapidKeys(dataDir, e, e.SUPPORT_EMAIL),
    pushEndpointAllowlist: origins(e.PUSH_ENDPOINT_ALLOWLIST ?? ''),
    emailNudgeIntervalMs: e.EMAIL_NUDGE_INTERVAL_SECONDS * 1000,
    suspensionSweepIntervalMs: e.SUSPENSION_SWEEP_INTERVAL_SECONDS * 1000,
    ...overrides,
  };
}
