import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { serverRoot } from './paths';
import { WorkerClient } from './worker-client';

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
  /** Probability of the "happy" expression; null when it was not asked for. */
  happy: number | null;
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

/**
 * The face models of @vladmandic/face-api (shipped inside the npm package) on the TensorFlow.js
 * WebAssembly backend, in a worker thread started on first use, one image at a time: the same
 * pattern as the photo moderation (nsfwjs-moderator.ts).
 */
export class FaceAnalyser {
  private readonly worker: WorkerClient<FaceAnalysis>;

  constructor(log: FastifyBaseLogger) {
    const texts = {
      name: 'face-api',
      model: 'face models',
      couldNotLoad: 'The face models could not load',
      worker: 'face analysis worker',
      timedOut: 'Face analysis timed out',
      shuttingDown: 'Face analysis is shutting down',
    };
    this.worker = new WorkerClient(WORKER_FILE, texts, ANALYSE_TIMEOUT_MS, log);
  }

  /**
   * Every face in an encoded image (any format sharp reads). Rejects when the models fail.
   * The expression model runs only when `expression` is set: a smile needs it, nothing else does.
   */
  async analyse(image: Buffer, { expression = false }: { expression?: boolean } = {}): Promise<FaceAnalysis> {
    // sharp decodes and shrinks on a libuv thread; the worker receives raw RGB.
    const { data, info } = await sharp(image, { failOn: 'error', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = new Uint8Array(data.buffer, data.byteOffset, data.byteLength).slice();
    const request = { image: { pixels, width: info.width, height: info.height }, expression };
    return this.worker.request(request, [pixels.buffer]);
  }

  close(): Promise<void> {
    return this.worker.close();
  }
}
