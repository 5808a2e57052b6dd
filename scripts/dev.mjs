// `npm run dev`: the server with reload (tsx watch) and the Vite dev server with hot reload.
// Open http://localhost:5173; API and socket calls are proxied to the server on PORT (3000).
import { spawn } from 'node:child_process';

const children = [
  spawn(
    'npx',
    ['tsx', 'watch', '--clear-screen=false', '--tsconfig', 'apps/server/tsconfig.json', 'apps/server/src/main.ts'],
    {
      stdio: 'inherit',
      env: { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' },
    },
  ),
  spawn('npm', ['run', 'dev', '-w', '@quad/web'], { stdio: 'inherit' }),
];

const stop = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
