import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import sharp from 'sharp';
import type { FastifyBaseLogger } from 'fastify';
import { processPhoto } from '@/modules/photos/photo-processing';
import { NsfwjsModerator } from '@/platform/nsfwjs-moderator';

export interface PhotoBenchResult {
  inputMegapixels: number;
  inputBytes: number;
  processMedianMs: number;
  /** CPU time the process spent per photo (all threads): the cost without waiting for a core. */
  processCpuMedianMs: number;
  modelLoadMs: number;
  classifyMedianMs: number;
  classifyP95Ms: number;
  classifyWallMedianMs: number;
  classifyCpuMedianMs: number;
  /** Worst event-loop delay on the main thread while classifications ran. */
  eventLoopMaxDelayMs: number;
  /** The same, over as long a time with the process idle: what the machine itself adds. */
  eventLoopIdleMaxDelayMs: number;
}

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.95) - 1)]!;

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

/** Photo processing (decode, orient, crop, two WebP files) and nsfwjs classification costs. */
export async function measurePhotos(runs = 10): Promise<PhotoBenchResult> {
  const input = await phonePhoto();
  const meta = await sharp(input).metadata();
  const crop = { x: 12.5, y: 0, width: 75, height: 100 }; // the centre square of a 4:3 photo

  const processTimes: number[] = [];
  const processCpu: number[] = [];
  let full: Buffer = Buffer.alloc(0);
  for (let i = 0; i < 5; i++) {
    const cpu = process.cpuUsage();
    const out = await processPhoto(input, crop);
    processCpu.push(cpuMs(process.cpuUsage(cpu)));
    processTimes.push(out.durationMs);
    full = out.full;
  }

  const moderator = new NsfwjsModerator(quietLog);
  try {
    const loadStarted = performance.now();
    await moderator.classify(full);
    const modelLoadMs = performance.now() - loadStarted;
    const modelTimes: number[] = [];
    const wallTimes: number[] = [];
    const cpuTimes: number[] = [];
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const result = await moderator.classify(full);
      cpuTimes.push(cpuMs(process.cpuUsage(cpu)));
      wallTimes.push(performance.now() - started);
      modelTimes.push(result.durationMs);
    }
    loop.disable();
    const idle = monitorEventLoopDelay({ resolution: 10 });
    idle.enable();
    await new Promise((r) =>
      setTimeout(
        r,
        wallTimes.reduce((a, b) => a + b, 0),
      ),
    );
    idle.disable();
    return {
      inputMegapixels: ((meta.width ?? 0) * (meta.height ?? 0)) / 1e6,
      inputBytes: input.length,
      processMedianMs: median(processTimes),
      processCpuMedianMs: median(processCpu),
      modelLoadMs,
      classifyMedianMs: median(modelTimes),
      classifyP95Ms: p95(modelTimes),
      classifyWallMedianMs: median(wallTimes),
      classifyCpuMedianMs: median(cpuTimes),
      eventLoopMaxDelayMs: loop.max / 1e6,
      eventLoopIdleMaxDelayMs: idle.max / 1e6,
    };
  } finally {
    await moderator.close();
  }
}
