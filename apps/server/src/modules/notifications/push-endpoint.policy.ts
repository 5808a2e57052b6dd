import { isIP } from 'node:net';

/**
 * Whether the server may send pushes to this endpoint. By default only https URLs on public
 * host names (real push services: FCM, Mozilla, Apple, Microsoft): no plain http, no IP
 * literals, no localhost or single-label names, no credentials. PUSH_ENDPOINT_ALLOWLIST names
 * further origins (a test's push service on loopback, a private deployment's own), so a
 * member can never make the server send requests to a host of their choosing.
 */
export function pushEndpointAllowed(endpoint: string, allowlist: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (allowlist.includes(url.origin)) return true;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return url.protocol === 'https:' && isIP(host) === 0 && host.includes('.') && !/(^|\.)localhost$/i.test(host);
}
