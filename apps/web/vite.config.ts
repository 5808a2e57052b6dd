import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress, prerenderLanding } from './build-plugins';

const require = createRequire(import.meta.url);
// react-router's package exports point at its development build only; production bundles
// take its production build (no dev warnings, smaller).
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs');

const server = process.env.QUAD_DEV_SERVER ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    VitePWA({
      // Our own worker (push, notification taps, the offline page); the app registers it
      // after the first page has loaded (register-service-worker.ts), so no script is injected.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Quad',
        short_name: 'Quad',
        description: 'Dating and chat for students of the University of Calgary, SAIT and Mount Royal University.',
        start_url: '/browse',
        scope: '/',
        display: 'standalone',
        background_color: '#0f1115',
        theme_color: '#0f1115',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        // The app shell: built HTML, scripts, styles, icons. No source maps, no compressed copies.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.map', '**/*.br', '**/*.gz'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
    precompress(),
    prerenderLanding(),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // React changes rarely: its own chunk stays cached across releases. Everything else the
        // first page imports statically travels as one more chunk (one file compresses better
        // than a dozen small shared ones); MUI components used only by lazy screens still load
        // with those screens.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
            { name: 'index', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': server,
      '/socket.io': { target: server, ws: true },
    },
  },
}));
