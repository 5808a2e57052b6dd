// @ts-check
// The face models (detector, 68 landmarks, expressions, recognition) in their own thread,
// like nsfwjs-worker.mjs: TensorFlow.js runs synchronously and would stall every request.
// Plain JavaScript because Node loads a worker's entry file without the TypeScript loader.
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const MODEL_DIR = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
/** Faces a detection keeps: a second face at this confidence makes "exactly one face" fail. */
const MIN_CONFIDENCE = 0.5;

/** The WebAssembly backend, as the photo moderation uses; the plain JavaScript one only as a fallback. */
async function selectBackend(tf) {
  try {
    const wasm = require('@tensorflow/tfjs-backend-wasm');
    wasm.setWasmPaths(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm')) + path.sep);
    if (await tf.setBackend('wasm')) return { backend: 'wasm', fallbackReason: null };
    throw new Error('the wasm backend did not initialise');
  } catch (err) {
    await tf.setBackend('cpu');
    return { backend: 'cpu', fallbackReason: err instanceof Error ? err.message : String(err) };
  }
}

/** The models shipped inside the @vladmandic/face-api package, read from disk (no network). */
async function loadModels() {
  const started = performance.now();
  const tf = require('@tensorflow/tfjs');
  const { backend, fallbackReason } = await selectBackend(tf);
  await tf.ready();
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js');
  await Promise.all([
    faceapi.nets.ssdMobilenetv1.loadFromDisk(MODEL_DIR),
    faceapi.nets.faceLandmark68Net.loadFromDisk(MODEL_DIR),
    faceapi.nets.faceExpressionNet.loadFromDisk(MODEL_DIR),
    faceapi.nets.faceRecognitionNet.loadFromDisk(MODEL_DIR),
  ]);
  return { tf, faceapi, backend, fallbackReason, loadMs: performance.now() - started };
}

/** Every face in one RGB image: box, landmarks, the "happy" expression and the 128-number descriptor. */
async function analyse({ tf, faceapi }, { pixels, width, height }) {
  const input = tf.tensor3d(pixels, [height, width, 3], 'int32');
  try {
    const found = await faceapi
      .detectAllFaces(input, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE }))
      .withFaceLandmarks()
      .withFaceExpressions()
      .withFaceDescriptors();
    return found.map((f) => ({
      score: f.detection.score,
      box: { x: f.detection.box.x, y: f.detection.box.y, width: f.detection.box.width, height: f.detection.box.height },
      landmarks: f.landmarks.positions.map((p) => [p.x, p.y]),
      happy: f.expressions.happy,
      descriptor: Array.from(f.descriptor),
    }));
  } finally {
    input.dispose();
  }
}

const port = parentPort;
if (!port) throw new Error('face-worker.mjs runs as a worker thread');

const loading = loadModels();
loading.then(
  ({ backend, fallbackReason, loadMs }) => port.postMessage({ type: 'ready', backend, fallbackReason, loadMs }),
  (err) => port.postMessage({ type: 'failed', message: err instanceof Error ? err.message : String(err) }),
);

port.on('message', async ({ id, image }) => {
  try {
    const models = await loading;
    const started = performance.now();
    const faces = await analyse(models, image);
    const { rss, heapUsed, external } = process.memoryUsage();
    port.postMessage({
      type: 'result',
      id,
      faces,
      durationMs: performance.now() - started,
      memory: { rss, heapUsed, external },
    });
  } catch (err) {
    port.postMessage({ type: 'error', id, message: err instanceof Error ? err.message : String(err) });
  }
});
