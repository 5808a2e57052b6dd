import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/app-providers';
import { AppRoutes } from '@/app/router';

/**
 * The landing page as a visitor's browser first renders it, with the styles it uses; run
 * at build time (vite.config.ts) to write dist/landing.html. The key is emotion's default,
 * so the browser's emotion finds these styles and does not insert them again.
 */
export function renderLanding(): { html: string; styles: string } {
  const cache = createCache({ key: 'css' });
  // Styles are collected below, not written inline beside each element.
  cache.compat = true;
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders client={createQueryClient()}>
        <StaticRouter location="/">
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  const chunks = server.extractCriticalToChunks(html);
  return { html: chunks.html, styles: server.constructStyleTagsFromChunks(chunks) };
}
