import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { importJWK, jwtVerify, type JWTPayload } from 'jose';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A browser's side of one subscription: the keys it owns and the JSON it hands the app. */
export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts a push sent to this subscription (aes128gcm, RFC 8291 and RFC 8188). */
  decrypt(body: Buffer): string;
}

/**
 * A push service on loopback, as FCM or Mozilla's would receive the app's pushes: every POST
 * is kept (headers and encrypted body) and answered with `status` (201 by default; a test
 * sets 404 or 410 to say the subscription has expired).
 */
export class TestPushService {
  readonly received: ReceivedPush[] = [];
  status = 201;
  private server: Server | undefined;
  private waiters: (() => void)[] = [];
  origin = '';

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(this.status).end();
        this.waiters.splice(0).forEach((w) => w());
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** The pushes that arrived for one subscription. */
  pushesTo(subscription: TestSubscription): ReceivedPush[] {
    const path = new URL(subscription.endpoint).pathname;
    return this.received.filter((p) => p.path === path);
  }

  /** A new subscription at this service, with keys the test owns. */
  subscription(): TestSubscription {
    const ecdh = createECDH('prime256v1');
    const publicKey = ecdh.generateKeys();
    const authSecret = randomBytes(16);
    return {
      endpoint: `${this.origin}/push/${randomBytes(8).toString('hex')}`,
      keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
      decrypt: (body) => decryptAes128gcm(body, ecdh, publicKey, authSecret),
    };
  }
}

/** RFC 8291 key derivation and RFC 8188 aes128gcm content coding, one record. */
function decryptAes128gcm(
  body: Buffer,
  ecdh: ReturnType<typeof createECDH>,
  uaPublic: Buffer,
  authSecret: Buffer,
): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}

/**
 * Checks the VAPID Authorization header (RFC 8292) as a push service does: an ES256 JWT signed
 * by the key in k=, for the endpoint's origin, not expired. Answers its claims and the key.
 */
export async function verifyVapid(
  authorization: string | undefined,
  endpoint: string,
): Promise<{ claims: JWTPayload; publicKey: string }> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const raw = Buffer.from(match[2]!, 'base64url');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(match[1]!, key, { audience: new URL(endpoint).origin });
  return { claims: payload, publicKey: match[2]! };
}
