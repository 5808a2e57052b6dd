// `npm start`: builds the web app and the server when their sources changed since the
// last build (or were never built), then runs the server, which serves the web app, in this
// process: SIGTERM and SIGINT stop it (apps/server/src/platform/graceful-shutdown.ts).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sources = [
  'packages/contract/src',
  'apps/server/src',
  'apps/server/drizzle',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/web/vite.config.ts',
  'apps/server/build.mjs',
];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'];

function newestMtime(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(full, { recursive: true })) {
    newest = Math.max(newest, statSync(path.join(full, String(name))).mtimeMs);
  }
  return newest;
}

const built = Math.min(
  ...outputs.map((o) => (existsSync(path.join(root, o)) ? statSync(path.join(root, o)).mtimeMs : 0)),
);
const changed = Math.max(...sources.map(newestMtime));
if (built === 0 || changed > built) {
  console.log(built === 0 ? 'Building Quad for the first time…' : 'Sources changed since the last build; rebuilding…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

await import(pathToFileURL(path.join(root, 'apps/server/dist/main.js')).href);

// `npm start` runs this file through a shell (`sh -c`), and npm passes SIGTERM and SIGINT on to
// that shell only: the shell dies and the server would be left running, orphaned. So under npm,
// a parent that goes away stops the server as a SIGTERM does (a graceful stop, then exit).
if (process.env.npm_lifecycle_event) {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, 'SIGTERM');
  }, 250);
  watch.unref();
}
