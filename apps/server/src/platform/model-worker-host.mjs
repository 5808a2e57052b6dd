// @ts-check
// The worker side of worker-client.ts, shared by nsfwjs-worker.mjs and face-worker.mjs: the
// TensorFlow.js backend choice and the request loop. Plain JavaScript because Node loads a
// worker's files itself, without the TypeScript loader of the tests or the bundler of the build.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const message = (err) => (err instanceof Error ? err.message : String(err));

/**
 * Chooses the WebAssembly backend; the plain JavaScript one only if WebAssembly cannot start.
 * `loadWasm` loads the backend module the way the worker loads TensorFlow.js, so both share one instance.
 */
export async function selectBackend(tf, loadWasm) {
  try {
    const wasm = await loadWasm();
    wasm.setWasmPaths(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep);
    if (await tf.setBackend('wasm')) return { backend: 'wasm', fallbackReason: null };
    throw new Error('the wasm backend did not initialise');
  } catch (err) {
    await tf.setBackend('cpu');
    return { backend: 'cpu', fallbackReason: message(err) };
  }
}

/**
 * Says 'ready' or 'failed' once `loading` settles, then answers each `{ id, ...request }` with
 * `{ type: 'result', id, ...handle(model, request) }` or `{ type: 'error', id, message }`, one at a time.
 */
export function serveModel(file, loading, handle) {
  const port = parentPort;
  if (!port) throw new Error(`${file} runs as a worker thread`);
  loading.then(
    ({ backend, fallbackReason, loadMs }) => port.postMessage({ type: 'ready', backend, fallbackReason, loadMs }),
    (err) => port.postMessage({ type: 'failed', message: message(err) }),
  );
  port.on('message', async ({ id, ...request }) => {
    try {
      const model = await loading;
      port.postMessage({ type: 'result', id, ...(await handle(model, request)) });
    } catch (err) {
      port.postMessage({ type: 'error', id, message: message(err) });
    }
  });
}
