import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { ImageClassification, ImageModerator } from './image-moderation';
import { serverRoot } from './paths';

const INPUT_SIZE = 224;
const WORKER_FILE = path.join(serverRoot, 'src/platform/nsfwjs-worker.mjs');
/** Loading the model takes seconds on a busy machine; one classification far less. */
const CLASSIFY_TIMEOUT_MS = 60_000;
/** nsfwjs classes that are sexually explicit; "Sexy" (suggestive, swimwear) is allowed. */
const EXPLICIT_CLASSES = ['Porn', 'Hentai'] as const;

type WorkerMessage =
  | { type: 'ready'; backend: string; fallbackReason: string | null; loadMs: number }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; scores: Record<string, number>; durationMs: number }
  | { type: 'error'; id: number; message: string };

interface Pending {
  resolve(value: { scores: Record<string, number>; durationMs: number }): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * nsfwjs (MobileNetV2, shipped inside the npm package) on the TensorFlow.js WebAssembly
 * backend, in a worker thread started on first use. Requests queue in the worker, one at a
 * time: on a small machine a second classifier thread would only compete for the same cores.
 */
export class NsfwjsModerator implements ImageModerator {
  readonly name = 'nsfwjs';
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly log: FastifyBaseLogger) {}

  async classify(image: Buffer): Promise<ImageClassification> {
    // sharp resizes on a libuv thread; the model wants 224x224 RGB, 0-255.
    const pixels = await sharp(image, { failOn: 'error' })
      .resize(INPUT_SIZE, INPUT_SIZE, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer();
    const { scores, durationMs } = await this.run(new Uint8Array(pixels));
    const [topClass, topScore] = Object.entries(scores).reduce((a, b) => (b[1] > a[1] ? b : a), ['', 0]);
    const explicit = Math.min(
      1,
      EXPLICIT_CLASSES.reduce((sum, c) => sum + (scores[c] ?? 0), 0),
    );
    return { explicit, topClass, topScore, scores, durationMs };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('Image moderation is shutting down'));
    if (worker) await worker.terminate();
  }

  private run(pixels: Uint8Array): Promise<{ scores: Record<string, number>; durationMs: number }> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('Image classification timed out'));
      }, CLASSIFY_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, pixels }, [pixels.buffer as ArrayBuffer]);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE, { name: 'nsfwjs' });
    worker.on('message', (message: WorkerMessage) => this.onMessage(message));
    worker.on('error', (err) => {
      this.log.error({ err }, 'image moderation worker failed');
      this.discard(worker, err);
    });
    worker.on('exit', (code) => this.discard(worker, new Error(`Image moderation worker exited (${code})`)));
    // The worker must not keep a finished process alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private onMessage(message: WorkerMessage): void {
    switch (message.type) {
      case 'ready':
        if (message.fallbackReason) {
          this.log.warn({ reason: message.fallbackReason }, 'nsfwjs: WebAssembly backend unavailable, using cpu');
        }
        this.log.info({ backend: message.backend, loadMs: Math.round(message.loadMs) }, 'nsfwjs model loaded');
        return;
      case 'failed':
        this.log.error({ msg: message.message }, 'nsfwjs model failed to load');
        this.failAll(new Error(`The image classifier could not load: ${message.message}`));
        // Ending the worker lets the next upload try again with a fresh one.
        void this.worker?.terminate();
        return;
      case 'result':
      case 'error': {
        const entry = this.pending.get(message.id);
        if (!entry) return;
        this.pending.delete(message.id);
        clearTimeout(entry.timer);
        if (message.type === 'result') entry.resolve({ scores: message.scores, durationMs: message.durationMs });
        else entry.reject(new Error(message.message));
        return;
      }
    }
  }

  /** A dead worker fails what it held; the next request starts a new one. */
  private discard(worker: Worker, err: Error): void {
    if (this.worker !== worker) return;
    this.worker = undefined;
    this.failAll(err);
  }

  private failAll(err: Error): void {
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(err);
      this.pending.delete(id);
    }
  }
}
