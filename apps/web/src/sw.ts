/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import type { TPushPayload } from '@quad/contract/notifications';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/**
 * Quad's service worker. It precaches the app shell (the built HTML, scripts, styles and icons,
 * listed by vite-plugin-pwa at build time) and nothing else: API answers and members' photos
 * (signed URLs that expire) are never cached here, they always go to the network.
 */
const OFFLINE_PAGE = '/offline.html';

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// A page load without a network answers "You're offline" rather than the browser's error.
self.addEventListener('fetch', (event) => {
  if (event.request.mode !== 'navigate') return;
  event.respondWith(fetch(event.request).catch(async () => (await matchPrecache(OFFLINE_PAGE)) ?? Response.error()));
});

// One notification per conversation: a newer message replaces the older one (same tag).
self.addEventListener('push', (event) => {
  const payload = event.data?.json() as TPushPayload | undefined;
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      ...(payload.body === undefined ? {} : { body: payload.body }),
      tag: payload.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: payload.url },
      // A new message in a collapsed conversation still alerts.
      renotify: true,
    } as NotificationOptions),
  );
});

// Tapping opens the chat: in a Quad window already open, or a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/inbox', self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      // A window this worker does not control (opened before it, or after a hard reload)
      // refuses navigate(): the chat then opens in a new window rather than not at all.
      const navigated = open ? await open.navigate(url).catch(() => null) : null;
      if (navigated) {
        await navigated.focus().catch(() => undefined);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
