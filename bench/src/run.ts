import { measurePhotos } from './photos';
import { measureStartup } from './startup';

const result = await measureStartup();
const photos = await measurePhotos();
const ms = (v: number) => `${v.toFixed(0)} ms`;
const rows: [string, string, string][] = [
  ['start-up, fresh data folder', `${(result.firstStartMs / 1000).toFixed(2)} s`, ''],
  ['start-up, existing data folder', `${(result.restartMs / 1000).toFixed(2)} s`, '≤ 5 s'],
  [
    `photo processing, ${photos.inputMegapixels.toFixed(0)} MP JPEG (${(photos.inputBytes / 1e6).toFixed(1)} MB) to WebP 1080 + 320, median`,
    ms(photos.processMedianMs),
    '',
  ],
  ['photo processing, CPU time (all threads), median', ms(photos.processCpuMedianMs), ''],
  ['nsfwjs model load (first photo)', ms(photos.modelLoadMs), ''],
  [
    'nsfwjs classification, model time, median / p95',
    `${ms(photos.classifyMedianMs)} / ${ms(photos.classifyP95Ms)}`,
    '',
  ],
  ['nsfwjs classification, wall time with resize and hand-off, median', ms(photos.classifyWallMedianMs), ''],
  ['nsfwjs classification, CPU time (all threads), median', ms(photos.classifyCpuMedianMs), ''],
  [
    `main-thread event-loop delay during classification, max (idle process: ${ms(photos.eventLoopIdleMaxDelayMs)})`,
    ms(photos.eventLoopMaxDelayMs),
    'well under the classification time',
  ],
];
console.log('| measure | value | target |');
console.log('| --- | --- | --- |');
for (const [measure, value, target] of rows) console.log(`| ${measure} | ${value} | ${target} |`);
