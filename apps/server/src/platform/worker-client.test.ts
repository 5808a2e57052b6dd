import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerClient } from './worker-client';

const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/echo-worker.mjs');
const texts = {
  name: 'echo',
  model: 'echo model',
  couldNotLoad: 'The echo model could not load',
  worker: 'echo worker',
  timedOut: 'Echo timed out',
  shuttingDown: 'Echo is shutting down',
};

const messages: string[] = [];
const note = (obj: unknown, msg: string) => messages.push(`${msg} ${JSON.stringify(obj)}`);
const log = { info: note, warn: note, error: note } as unknown as FastifyBaseLogger;

let client: WorkerClient<{ echo: string }>;
const open = (timeoutMs = 30_000) => (client = new WorkerClient(FILE, texts, timeoutMs, log));
const ask = (word: string, delayMs = 0) => client.request({ word, delayMs }, []);

afterEach(async () => {
  delete process.env.ECHO_WORKER_FAIL_LOAD;
  messages.length = 0;
  await client.close();
});

describe('a model worker client', () => {
  it('gives each request its own answer, whatever order they come back in', async () => {
    open();
    const answers = await Promise.all([ask('slow', 300), ask('quick'), ask('middle', 100)]);
    expect(answers).toEqual([{ echo: 'SLOW' }, { echo: 'QUICK' }, { echo: 'MIDDLE' }]);
    expect(messages.some((m) => m.startsWith('echo model loaded') && m.includes('"backend":"echo"'))).toBe(true);
  });

  it("passes on the worker's error for one request and keeps serving", async () => {
    open();
    await expect(ask('refuse')).rejects.toThrow('refused');
    expect(await ask('after')).toEqual({ echo: 'AFTER' });
  });

  it('fails a request the worker does not answer in time, and answers the next', async () => {
    open(500);
    await expect(ask('hang')).rejects.toThrow('Echo timed out');
    expect(await ask('next')).toEqual({ echo: 'NEXT' });
  });

  it('fails what a crashed worker held, then starts a new worker for the next request', async () => {
    open();
    const held = ask('held', 2_000);
    await expect(ask('crash')).rejects.toThrow('Echo worker exited (3)');
    await expect(held).rejects.toThrow('Echo worker exited (3)');
    expect(await ask('again')).toEqual({ echo: 'AGAIN' });
  });

  it('fails requests when the model cannot load, and tries a fresh worker next time', async () => {
    open();
    process.env.ECHO_WORKER_FAIL_LOAD = '1';
    await expect(ask('first', 1_000)).rejects.toThrow('The echo model could not load: no model here');
    expect(messages.some((m) => m.startsWith('echo model failed to load'))).toBe(true);
    delete process.env.ECHO_WORKER_FAIL_LOAD;
    // The failed worker is ended; its exit must not fail the request sent after it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await ask('second')).toEqual({ echo: 'SECOND' });
  });

  it('fails open requests at close', async () => {
    open();
    const refused = expect(ask('hang')).rejects.toThrow('Echo is shutting down');
    await client.close();
    await refused;
  });
});
