import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import { FULL_SIZE_PX, processPhoto } from '@/modules/photos/photo-processing';
import { NsfwjsModerator } from '@/platform/nsfwjs-moderator';
import type { Row } from '../support/report';
import { cpuMs, median, percentile } from '../support/stats';
import type { BenchContext } from '../run-context';

/** A 12-megapixel phone-camera-sized JPEG with a gradient, shapes and sensor-like noise. */
async function phonePhoto(width = 4000, height = 3000): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3b6fb6"/><stop offset="1" stop-color="#e8b36a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.35}" cy="${height * 0.4}" r="${height * 0.2}" fill="#f4efe1"/>
    <rect x="${width * 0.6}" y="${height * 0.5}" width="${width * 0.25}" height="${height * 0.4}" fill="#203a28"/></svg>`;
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 12 } },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

const quietLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
} as unknown as FastifyBaseLogger;

interface Timing {
  wallMs: number;
  cpuMs: number;
}

async function timed(work: () => Promise<unknown>): Promise<Timing> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  return { wallMs: performance.now() - started, cpuMs: cpuMs(process.cpuUsage(cpu)) };
}

/**
 * The product's photo processing (sniff, validate, orient, crop, WebP full size and
 * thumbnail without metadata) against sharp alone resizing the same JPEG to one WebP,
 * alternated so both see the same machine; then nsfwjs classification, reported apart.
 */
export async function measurePhotos(ctx: BenchContext): Promise<Row[]> {
  const runs = ctx.quick ? 2 : 8;
  const input = await phonePhoto();
  const meta = await sharp(input).metadata();
  const megapixels = ((meta.width ?? 0) * (meta.height ?? 0)) / 1e6;
  const crop = { x: 12.5, y: 0, width: 75, height: 100 }; // the centre square of a 4:3 photo

  const product: Timing[] = [];
  const bare: Timing[] = [];
  let full: Buffer = Buffer.alloc(0);
  for (let i = 0; i <= runs; i++) {
    const p = await timed(async () => {
      full = (await processPhoto(input, crop)).full;
    });
    const b = await timed(() =>
      sharp(input).resize(FULL_SIZE_PX, FULL_SIZE_PX, { fit: 'cover' }).webp({ quality: 82 }).toBuffer(),
    );
    if (i > 0) {
      product.push(p);
      bare.push(b);
    }
  }

  const moderator = new NsfwjsModerator(quietLog);
  let modelLoadMs: number;
  const modelMs: number[] = [];
  const loop = monitorEventLoopDelay({ resolution: 10 });
  try {
    const loadStarted = performance.now();
    await moderator.classify(full);
    modelLoadMs = performance.now() - loadStarted;
    loop.enable();
    for (let i = 0; i < runs; i++) modelMs.push((await moderator.classify(full)).durationMs);
    loop.disable();
  } finally {
    await moderator.close();
  }

  const productCpu = median(product.map((t) => t.cpuMs));
  const bareCpu = median(bare.map((t) => t.cpuMs));
  const productWall = median(product.map((t) => t.wallMs));
  const bareWall = median(bare.map((t) => t.wallMs));
  const model = median(modelMs);
  const photo = `${megapixels.toFixed(0)} MP JPEG (${(input.length / 1e6).toFixed(1)} MB)`;
  return [
    {
      group: 'Photos',
      measure: `processing time per upload, ${photo} → WebP 1080 + 320, median of ${runs}`,
      value: productWall,
      unit: 'ms',
      baseline: { label: 'sharp alone: resize to one WebP', value: bareWall },
      ratio: productWall / bareWall,
      target: '≤ 2× sharp alone (model apart)',
      met: productWall <= 2 * bareWall,
    },
    {
      group: 'Photos',
      measure: 'processor time per upload (all threads), median',
      value: productCpu,
      unit: 'ms',
      baseline: { label: 'sharp alone', value: bareCpu },
      ratio: productCpu / bareCpu,
      target: '≤ 2×',
      met: productCpu <= 2 * bareCpu,
    },
    {
      group: 'Photos',
      measure: `moderation model (nsfwjs, WebAssembly, worker thread) per photo, median / p95 of ${runs}; first photo with model load ${modelLoadMs.toFixed(0)} ms`,
      value: model,
      unit: 'ms',
      note: `p95 ${percentile(modelMs, 95).toFixed(0)} ms; main-thread event-loop delay meanwhile at most ${(loop.max / 1e6).toFixed(0)} ms`,
      target: 'reported apart',
    },
  ];
}
