import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { serverRoot } from './paths';

const WORKER_FILE = path.join(serverRoot, 'src/platform/face-worker.mjs');
/** Loading the four models takes seconds on a busy machine; one image far less. */
const ANALYSE_TIMEOUT_MS = 60_000;
/** Frames and photos are analysed at this longest side: a face fills a selfie, and time grows with pixels. */
export const ANALYSIS_SIZE = 640;

export interface DetectedFace {
  score: number;
  box: { x: number; y: number; width: number; height: number };
  /** The 68 landmarks as [x, y] in the analysed image's pixels. */
  landmarks: [number, number][];
  /** Probability of the "happy" expression. */
  happy: number;
  /** 128 numbers; Euclidean distance between two says how alike the faces are. */
  descriptor: number[];
}

export interface WorkerMemory {
  rss: number;
  heapUsed: number;
  external: number;
}

export interface FaceAnalysis {
  faces: DetectedFace[];
  durationMs: number;
  memory: WorkerMemory;
}

type WorkerMessage =
  | { type: 'ready'; backend: string; fallbackReason: string | null; loadMs: number }
  | { type: 'failed'; message: string }
  | ({ type: 'result'; id: number } & FaceAnalysis)
  | { type: 'error'; id: number; message: string };

interface Pending {
  resolve(value: FaceAnalysis): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * The face models of @vladmandic/face-api (shipped inside the npm package) on the TensorFlow.js
 * WebAssembly backend, in a worker thread started on first use, one image at a time: the same
 * pattern as the photo moderation (nsfwjs-moderator.ts).
 */
export class FaceAnalyser {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(private readonly log: FastifyBaseLogger) {}

  /** Every face in an encoded image (any format sharp reads). Rejects when the models fail. */
  async analyse(image: Buffer): Promise<FaceAnalysis> {
    // sharp decodes and shrinks on a libuv thread; the worker receives raw RGB.
    const { data, info } = await sharp(image, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice();
    return this.run({ pixels, width: info.width, height: info.height });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error('Face analysis is shutting down'));
    if (worker) await worker.terminate();
  }

  private run(image: { pixels: Uint8Array; width: number; height: number }): Promise<FaceAnalysis> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error('Face analysis timed out'));
      }, ANALYSE_TIMEOUT_MS);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, image }, [image.pixels.buffer as ArrayBuffer]);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(WORKER_FILE, { name: 'face-api' });
    worker.on('message', (message: WorkerMessage) => this.onMessage(message));
    worker.on('error', (err) => {
      this.log.error({ err }, 'face analysis worker failed');
      this.discard(worker, err);
    });
    worker.on('exit', (code) => this.discard(worker, new Error(`Face analysis worker exited (${code})`)));
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private onMessage(message: WorkerMessage): void {
    switch (message.type) {
      case 'ready':
        if (message.fallbackReason) {
          this.log.warn({ reason: message.fallbackReason }, 'face-api: WebAssembly backend unavailable, using cpu');
        }
        this.log.info({ backend: message.backend, loadMs: Math.round(message.loadMs) }, 'face models loaded');
        return;
      case 'failed':
        this.log.error({ msg: message.message }, 'face models failed to load');
        this.failAll(new Error(`The face models could not load: ${message.message}`));
        void this.worker?.terminate();
        return;
      case 'result':
      case 'error': {
        const entry = this.pending.get(message.id);
        if (!entry) return;
        this.pending.delete(message.id);
        clearTimeout(entry.timer);
        if (message.type === 'result') {
          entry.resolve({ faces: message.faces, durationMs: message.durationMs, memory: message.memory });
        } else entry.reject(new Error(message.message));
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
