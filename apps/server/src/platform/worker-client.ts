import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';

/**
 * What a model worker says: once 'ready' or 'failed' after loading, then one 'result' or
 * 'error' per request, carrying the request's id.
 */
export type ModelWorkerMessage =
  | { type: 'ready'; backend: string; fallbackReason: string | null; loadMs: number }
  | { type: 'failed'; message: string }
  | { type: 'result'; id: number; [field: string]: unknown }
  | { type: 'error'; id: number; message: string };

/** The words a client's log lines and errors use for its model. */
export interface WorkerClientTexts {
  /** The worker's thread name, and the prefix of the backend fallback warning ("nsfwjs"). */
  name: string;
  /** Log lines "… loaded" and "… failed to load" ("nsfwjs model"). */
  model: string;
  /** Start of the error a request gets when loading failed: "… could not load: why". */
  couldNotLoad: string;
  /** Log line when the worker failed, and start of "… exited (code)" ("image moderation worker"). */
  worker: string;
  /** Error of a request that took too long. */
  timedOut: string;
  /** Error of the requests still open at close. */
  shuttingDown: string;
}

interface Pending {
  resolve(value: Record<string, unknown>): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One model in a worker thread started on first use, requests matched to answers by id, each
 * with a time limit. A worker that dies fails what it held, and the next request starts a new
 * one; so does one whose model failed to load. Requests queue in the worker, one at a time:
 * on a small machine a second model thread would only compete for the same cores.
 */
export class WorkerClient<Result> {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly file: string,
    private readonly texts: WorkerClientTexts,
    private readonly timeoutMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Posts `{ id, ...payload }`, handing over `transfer`; answers the result's fields but its type and id. */
  request(payload: Record<string, unknown>, transfer: ArrayBuffer[]): Promise<Result> {
    const worker = this.ensureWorker();
    const id = this.nextId++;
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(this.texts.timedOut));
      }, this.timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
      worker.postMessage({ id, ...payload }, transfer);
    }) as Promise<Result>;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    this.failAll(new Error(this.texts.shuttingDown));
    if (worker) await worker.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(this.file, { name: this.texts.name });
    worker.on('message', (message: ModelWorkerMessage) => this.onMessage(message));
    worker.on('error', (err) => {
      this.log.error({ err }, `${this.texts.worker} failed`);
      this.discard(worker, err);
    });
    worker.on('exit', (code) => this.discard(worker, new Error(`${capitalised(this.texts.worker)} exited (${code})`)));
    // The worker must not keep a finished process alive.
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private onMessage(message: ModelWorkerMessage): void {
    switch (message.type) {
      case 'ready':
        if (message.fallbackReason) {
          this.log.warn(
            { reason: message.fallbackReason },
            `${this.texts.name}: WebAssembly backend unavailable, using cpu`,
          );
        }
        this.log.info({ backend: message.backend, loadMs: Math.round(message.loadMs) }, `${this.texts.model} loaded`);
        return;
      case 'failed':
        this.log.error({ msg: message.message }, `${this.texts.model} failed to load`);
        this.failAll(new Error(`${this.texts.couldNotLoad}: ${message.message}`));
        // Ending the worker lets the next request try again with a fresh one.
        void this.worker?.terminate();
        return;
      case 'result':
      case 'error': {
        const entry = this.pending.get(message.id);
        if (!entry) return;
        this.pending.delete(message.id);
        clearTimeout(entry.timer);
        if (message.type === 'error') {
          entry.reject(new Error(message.message));
          return;
        }
        const { type: _type, id: _id, ...result } = message;
        entry.resolve(result);
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
