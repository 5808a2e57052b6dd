import type { TPushSubscriptionRequest } from '@quad/contract';
import type { AppContext } from '@/app-context';
import type { AuthUser } from '@/modules/auth/session.service';
import { Unprocessable } from '@/platform/errors';
import { pushEndpointAllowed } from './push-endpoint.policy';
import { pushRequest } from './push-sender';
import { deleteSubscription, saveSubscription } from './push-subscriptions.repository';
import { newMessagePayload } from './push-fanout.service';

export const PUSH_ENDPOINT_REFUSED = 'Push endpoints must be https addresses of a push service';
export const PUSH_KEYS_UNUSABLE = 'The subscription keys are not a usable P-256 key and secret';

/** Stores the calling device's subscription after checking its endpoint and that its keys encrypt. */
export async function subscribe(ctx: AppContext, user: AuthUser, body: TPushSubscriptionRequest): Promise<void> {
  if (!pushEndpointAllowed(body.endpoint, ctx.config.pushEndpointAllowlist)) {
    throw new Unprocessable(
      PUSH_ENDPOINT_REFUSED,
      { endpoint: PUSH_ENDPOINT_REFUSED },
      { code: 'push_endpoint_refused' },
    );
  }
  try {
    pushRequest(
      { vapid: ctx.config.vapid },
      { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth },
      newMessagePayload(0, 'check', null),
    );
  } catch {
    throw new Unprocessable(PUSH_KEYS_UNUSABLE, { keys: PUSH_KEYS_UNUSABLE });
  }
  await saveSubscription(ctx.db, { userId: user.id, sessionId: user.sessionId }, body);
}

export const unsubscribe = (ctx: AppContext, userId: number, endpoint: string): Promise<boolean> =>
  deleteSubscription(ctx.db, userId, endpoint);
