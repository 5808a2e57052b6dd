import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders, createQueryClient } from '@/app/app-providers';
import { AppRoutes } from '@/app/router';
import { registerServiceWorkerLater } from '@/app/register-service-worker';

const app = (
  <StrictMode>
    <AppProviders client={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

const container = document.getElementById('root')!;
// The page for / arrives with the landing page already rendered (src/prerender.tsx), so it
// shows before any script runs; React adopts that markup instead of drawing it again. Every
// other page, and / for a signed-in member (landing.html empties it), starts empty.
// As a transition, React hydrates in slices of a few milliseconds and lets the browser answer
// input between them, instead of holding the main thread for the whole page.
if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

registerServiceWorkerLater();
