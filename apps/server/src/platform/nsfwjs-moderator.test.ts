import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { NsfwjsModerator } from './nsfwjs-moderator';

const messages: string[] = [];
const log = {
  info: (obj: unknown, msg: string) => messages.push(`${msg} ${JSON.stringify(obj)}`),
  warn: (obj: unknown, msg: string) => messages.push(`${msg} ${JSON.stringify(obj)}`),
  error: (obj: unknown, msg: string) => messages.push(`${msg} ${JSON.stringify(obj)}`),
} as unknown as FastifyBaseLogger;

const moderator = new NsfwjsModerator(log);
afterAll(() => moderator.close());

/** A photo-like picture: a sky gradient over a dark hill with a bright disc (a sun). */
async function landscape(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="480">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#2a5fa8"/><stop offset="1" stop-color="#f2c27a"/></linearGradient></defs>
    <rect width="480" height="480" fill="url(#sky)"/>
    <circle cx="340" cy="150" r="50" fill="#fff3c4"/>
    <path d="M0 330 Q120 250 240 320 T480 300 V480 H0 Z" fill="#23452b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

describe('nsfwjs image moderation (WebAssembly backend, model from the npm package)', () => {
  it('classifies a real image into the five nsfwjs classes', async () => {
    const result = await moderator.classify(await landscape());
    expect(Object.keys(result.scores).sort()).toEqual(['Drawing', 'Hentai', 'Neutral', 'Porn', 'Sexy']);
    const total = Object.values(result.scores).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(0.99);
    expect(total).toBeLessThan(1.01);
    expect(result.scores[result.topClass]).toBe(result.topScore);
    expect(result.explicit).toBeCloseTo((result.scores.Porn ?? 0) + (result.scores.Hentai ?? 0), 6);
    // A landscape is not explicit.
    expect(result.explicit).toBeLessThan(0.7);
    expect(result.durationMs).toBeGreaterThan(0);
    expect(messages.some((m) => m.startsWith('nsfwjs model loaded') && m.includes('"backend":"wasm"'))).toBe(true);
  }, 120_000);

  it('answers several requests queued at once', async () => {
    const image = await landscape();
    const results = await Promise.all([1, 2, 3].map(() => moderator.classify(image)));
    expect(new Set(results.map((r) => r.topClass)).size).toBe(1);
  }, 120_000);
});
