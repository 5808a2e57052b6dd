// @ts-check
// The face models (detector, 68 landmarks, expressions, recognition) in their own thread,
// like nsfwjs-worker.mjs: TensorFlow.js runs synchronously and would stall every request.
// Plain JavaScript because Node loads a worker's entry file without the TypeScript loader.
import { createRequire } from 'node:module';
import path from 'node:path';
import { selectBackend, serveModel } from './model-worker-host.mjs';

const require = createRequire(import.meta.url);
const MODEL_DIR = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
/** Faces a detection keeps: a second face at this confidence makes "exactly one face" fail. */
const MIN_CONFIDENCE = 0.5;

/** The models shipped inside the @vladmandic/face-api package, read from disk (no network). */
async function loadModels() {
  const started = performance.now();
  const tf = require('@tensorflow/tfjs');
  const { backend, fallbackReason } = await selectBackend(tf, async () => require('@tensorflow/tfjs-backend-wasm'));
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

/**
 * Every face in one RGB image: box, landmarks, the 128-number descriptor and, when asked, the
 * "happy" expression (only a smile needs it; null otherwise).
 */
async function analyse({ tf, faceapi }, { pixels, width, height }, expression) {
  const input = tf.tensor3d(pixels, [height, width, 3], 'int32');
  try {
    const located = faceapi
      .detectAllFaces(input, new faceapi.SsdMobilenetv1Options({ minConfidence: MIN_CONFIDENCE }))
      .withFaceLandmarks();
    const found = await (expression ? located.withFaceExpressions() : located).withFaceDescriptors();
    return found.map((f) => ({
      score: f.detection.score,
      box: { x: f.detection.box.x, y: f.detection.box.y, width: f.detection.box.width, height: f.detection.box.height },
      landmarks: f.landmarks.positions.map((p) => [p.x, p.y]),
      happy: expression ? f.expressions.happy : null,
      descriptor: Array.from(f.descriptor),
    }));
  } finally {
    input.dispose();
  }
}

serveModel('face-worker.mjs', loadModels(), async (models, { image, expression }) => {
  const started = performance.now();
  const faces = await analyse(models, image, expression);
  const { rss, heapUsed, external } = process.memoryUsage();
  return { faces, durationMs: performance.now() - started, memory: { rss, heapUsed, external } };
});
