import { measurePhotos } from './photos';
import { measureStartup } from './startup';

const result = await measureStartup();
const photos = await measurePhotos();
const ms = (v: number) => `${v.toFixed(0)} ms`;
console.log('| measure | value | target |');
console.log('| --- | --- | --- |');
console.log(`| start-up, fresh data folder | ${(result.firstStartMs / 1000).toFixed(2)} s | |`);
console.log(`| start-up, existing data folder | ${(result.restartMs / 1000).toFixed(2)} s | ≤ 5 s |`);
console.log(
  `| photo processing, ${photos.inputMegapixels.toFixed(0)} MP JPEG (${(photos.inputBytes / 1e6).toFixed(1)} MB) to WebP 1080 + 320, median | ${ms(photos.processMedianMs)} | |`,
);
console.log(`| nsfwjs model load (first photo) | ${ms(photos.modelLoadMs)} | |`);
console.log(
  `| nsfwjs classification, model time, median / p95 | ${ms(photos.classifyMedianMs)} / ${ms(photos.classifyP95Ms)} | |`,
);
console.log(
  `| nsfwjs classification, wall time with resize and hand-off, median | ${ms(photos.classifyWallMedianMs)} | |`,
);
console.log(
  `| main-thread event-loop delay during classification, max | ${ms(photos.eventLoopMaxDelayMs)} | well under the classification time |`,
);
