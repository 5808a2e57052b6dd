// @ts-check
// The nsfwjs classifier in its own thread: TensorFlow.js runs synchronously, so on the main
// thread every classification would stall every other request for its whole duration.
// Plain JavaScript because a worker's entry file is loaded by Node itself, without the
// TypeScript loader of the tests or the bundler of the build.
import { createRequire } from 'node:module';
import path from 'node:path';
import { selectBackend, serveModel } from './model-worker-host.mjs';

const require = createRequire(import.meta.url);
const SIZE = 224;
const MODEL_DIR = path.resolve(path.dirname(require.resolve('nsfwjs')), '../models/mobilenet_v2');

/** The MobileNetV2 model shipped inside the nsfwjs package, read from disk (no network). */
async function loadModel() {
  const started = performance.now();
  const tf = await import('@tensorflow/tfjs');
  const { backend, fallbackReason } = await selectBackend(tf, () => import('@tensorflow/tfjs-backend-wasm'));
  await tf.ready();
  const modelJson = require(path.join(MODEL_DIR, 'model.min.js'));
  const weights = Buffer.from(require(path.join(MODEL_DIR, 'group1-shard1of1.min.js')), 'base64');
  const { NSFWJS } = await import('nsfwjs/core');
  const handler = tf.io.fromMemorySync({
    modelTopology: modelJson.modelTopology,
    weightSpecs: modelJson.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.byteLength),
  });
  const model = new NSFWJS(handler, { size: SIZE });
  await model.load(); // also runs one warm-up prediction
  return { tf, model, backend, fallbackReason, loadMs: performance.now() - started };
}

serveModel('nsfwjs-worker.mjs', loadModel(), async ({ tf, model }, { pixels }) => {
  const started = performance.now();
  const input = tf.tensor3d(pixels, [SIZE, SIZE, 3], 'int32');
  try {
    const predictions = await model.classify(input, 5);
    const scores = Object.fromEntries(predictions.map((p) => [p.className, p.probability]));
    return { scores, durationMs: performance.now() - started };
  } finally {
    input.dispose();
  }
});
