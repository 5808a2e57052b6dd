import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { ImageClassification, ImageModerator } from './image-moderation';
import { serverRoot } from './paths';
import { WorkerClient } from './worker-client';

const INPUT_SIZE = 224;
const WORKER_FILE = path.join(serverRoot, 'src/platform/nsfwjs-worker.mjs');
/** Loading the model takes seconds on a busy machine; one classification far less. */
const CLASSIFY_TIMEOUT_MS = 60_000;
/** nsfwjs classes that are sexually explicit; "Sexy" (suggestive, swimwear) is allowed. */
const EXPLICIT_CLASSES = ['Porn', 'Hentai'] as const;

/**
 * nsfwjs (MobileNetV2, shipped inside the npm package) on the TensorFlow.js WebAssembly
 * backend, in a worker thread started on first use. Requests queue in the worker, one at a
 * time: on a small machine a second classifier thread would only compete for the same cores.
 */
export class NsfwjsModerator implements ImageModerator {
  readonly name = 'nsfwjs';
  private readonly worker: WorkerClient<{ scores: Record<string, number>; durationMs: number }>;

  constructor(log: FastifyBaseLogger) {
    const texts = {
      name: 'nsfwjs',
      model: 'nsfwjs model',
      couldNotLoad: 'The image classifier could not load',
      worker: 'image moderation worker',
      timedOut: 'Image classification timed out',
      shuttingDown: 'Image moderation is shutting down',
    };
    this.worker = new WorkerClient(WORKER_FILE, texts, CLASSIFY_TIMEOUT_MS, log);
  }

  async classify(image: Buffer): Promise<ImageClassification> {
    // sharp resizes on a libuv thread; the model wants 224x224 RGB, 0-255.
    const pixels = await sharp(image, { failOn: 'error' })
      .resize(INPUT_SIZE, INPUT_SIZE, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer();
    const input = new Uint8Array(pixels);
    const { scores, durationMs } = await this.worker.request({ pixels: input }, [input.buffer]);
    const [topClass, topScore] = Object.entries(scores).reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
    const explicit = Math.min(
      1,
      EXPLICIT_CLASSES.reduce((sum, c) => sum + (scores[c] ?? 0), 0),
    );
    return { explicit, topClass, topScore, scores, durationMs };
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
