import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * Whether a browser may open the realtime socket from `Origin`. Non-browser clients send no
 * Origin. A page served by this server may always connect: its Origin is the origin the
 * request itself was addressed to (scheme and Host), whatever address the member typed
 * (127.0.0.1, a LAN address, PUBLIC_URL). Any other origin must be listed in ALLOWED_ORIGINS.
 * Behind a trusted proxy the scheme and host the browser used come from X-Forwarded-Proto
 * and X-Forwarded-Host (first value), falling back to the connection and Host.
 */
export function isAllowedOrigin(req: IncomingMessage, allowedOrigins: string[], trustProxy: boolean): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const given = originOf(origin);
  if (given === null) return false;
  if (allowedOrigins.some((allowed) => originOf(allowed) === given)) return true;
  return given === requestOrigin(req, trustProxy);
}

/** The origin this request was addressed to, or null when it names no usable host. */
function requestOrigin(req: IncomingMessage, trustProxy: boolean): string | null {
  const forwardedProto = trustProxy ? firstValue(req.headers['x-forwarded-proto']) : undefined;
  const forwardedHost = trustProxy ? firstValue(req.headers['x-forwarded-host']) : undefined;
  const encrypted = (req.socket as Partial<TLSSocket>).encrypted === true;
  const scheme =
    forwardedProto === 'https' || forwardedProto === 'http' ? forwardedProto : encrypted ? 'https' : 'http';
  const host = forwardedHost ?? req.headers.host;
  if (!host || /[/\\?#@\s]/.test(host)) return null;
  return originOf(`${scheme}://${host}`);
}

const firstValue = (header: string | string[] | undefined): string | undefined => {
  const value = (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim().toLowerCase();
  return value === '' ? undefined : value;
};

/** The serialised origin (lower-case, default port dropped), or null for "null" and non-URLs. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
