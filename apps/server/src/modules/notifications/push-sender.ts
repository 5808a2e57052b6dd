import webPush from 'web-push';
import { PUSH_TTL_SECONDS, type TPushPayload } from '@quad/contract';
import type { VapidKeys } from '@/config';
import { pushEndpointAllowed } from './push-endpoint.policy';
import type { PushSubscriptionRow } from './push-subscriptions.repository';

/** A push service must answer within this, or the push counts as failed. */
const PUSH_TIMEOUT_MS = 10_000;

/** accepted: the push service took it; gone: the subscription no longer exists (404/410); failed: anything else. */
export type PushResult = 'accepted' | 'gone' | 'failed';

export interface PushTarget {
  vapid: VapidKeys;
  allowlist: readonly string[];
}

/**
 * Encrypts the payload for the subscription (aes128gcm, RFC 8291) and signs the request with
 * VAPID (RFC 8292), both by the web-push library; the request itself goes out with fetch,
 * which speaks http to an allow-listed endpoint too (web-push's own sender is https only)
 * and never follows a redirect elsewhere. Topic lets the push service replace an undelivered
 * push of the same conversation.
 */
export async function sendPush(
  target: PushTarget,
  subscription: PushSubscriptionRow,
  payload: TPushPayload,
): Promise<PushResult> {
  if (!pushEndpointAllowed(subscription.endpoint, target.allowlist)) return 'gone';
  let request: ReturnType<typeof webPush.generateRequestDetails>;
  try {
    request = pushRequest(target, subscription, payload);
  } catch {
    // Keys the library cannot encrypt for: the subscription is of no use.
    return 'gone';
  }
  try {
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ?? null,
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.status === 404 || response.status === 410) return 'gone';
    return response.ok ? 'accepted' : 'failed';
  } catch {
    return 'failed';
  }
}

/** The encrypted, signed request; throws when the keys are not a usable P-256 key and secret. */
export function pushRequest(
  target: Pick<PushTarget, 'vapid'>,
  subscription: Pick<PushSubscriptionRow, 'endpoint' | 'p256dh' | 'auth'>,
  payload: TPushPayload,
) {
  return webPush.generateRequestDetails(
    { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: target.vapid,
      TTL: PUSH_TTL_SECONDS,
      topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 32),
      urgency: 'high',
      contentEncoding: 'aes128gcm',
    },
  );
}
