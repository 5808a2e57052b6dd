import { measureStartup } from './startup';

const result = await measureStartup();
console.log('| measure | value | target |');
console.log('| --- | --- | --- |');
console.log(`| start-up, fresh data folder | ${(result.firstStartMs / 1000).toFixed(2)} s | |`);
console.log(`| start-up, existing data folder | ${(result.restartMs / 1000).toFixed(2)} s | ≤ 5 s |`);
