import { notificationsApi } from './notifications-api';

/** What this browser can do about push: unsupported, blocked by the member, or off/on. */
export type PushState = 'unsupported' | 'denied' | 'off' | 'on';

export const pushSupported = (): boolean =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!pushSupported()) return undefined;
  // The worker registers after load (register-service-worker.ts); this waits for it if needed.
  const existing = await navigator.serviceWorker.getRegistration('/');
  return existing ?? navigator.serviceWorker.register('/sw.js', { scope: '/' });
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const reg = await navigator.serviceWorker.getRegistration('/');
  const subscription = await reg?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Turns push on for this device: the browser asks its permission here, on the member's tap,
 * and never before. The subscription goes to the server, tied to this signed-in session.
 */
export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const reg = await registration();
  if (!reg) return 'unsupported';
  await navigator.serviceWorker.ready;
  const { public_key } = await notificationsApi.publicKey();
  const subscription =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: public_key }));
  await notificationsApi.subscribe(subscription.toJSON());
  return 'on';
}

export async function disablePush(): Promise<PushState> {
  const reg = await navigator.serviceWorker.getRegistration('/');
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) {
    await notificationsApi.unsubscribe(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

/**
 * The browser keeps its subscription across sign-outs; the server ties it to a session. On
 * opening the settings, an existing subscription is handed to the server again for this one.
 */
export async function syncPush(): Promise<PushState> {
  const state = await pushState();
  if (state !== 'on') return state;
  const reg = await navigator.serviceWorker.getRegistration('/');
  const subscription = await reg?.pushManager.getSubscription();
  if (subscription) await notificationsApi.subscribe(subscription.toJSON());
  return state;
}
