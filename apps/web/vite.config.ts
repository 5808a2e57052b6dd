import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, prerenderLanding } from './build-plugins';

const require = createRequire(import.meta.url);
// react-router's package exports point at its development build only; production bundles
// take its production build (no dev warnings, smaller).
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router')), '../production/index.mjs');

const server = process.env.QUAD_DEV_SERVER ?? 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [react(), precompress(), prerenderLanding()],
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
