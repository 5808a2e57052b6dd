import { join } from 'node:path';
import { detectContent } from '@/modules/moderation/content-detection';
import { handTexts, lineOf } from '@/modules/moderation/corpus/generate/hand-texts';
import { CONTENT_FAMILIES, type ContentFamily } from '@/modules/moderation/detectors/detection.types';

/**
 * Scores the hand-written messages (corpus/hand) with the rules and the committed scorers:
 * `npm run hand:screening -w @quad/server`. A rule written for a missed wording is checked here
 * against every hand-written ordinary message before it is kept. `-- --misses` lists what was
 * missed and what fired on ordinary messages, with the patterns that fired; `-- --rules` leaves
 * the learned scorers out.
 * `-- --seen` keeps the positives on even lines of their files, `-- --unseen` those on odd lines:
 * rules are written from the misses `--seen` lists, and `--unseen` tells how far they carry. The
 * screening network learns from every line; `npm run train:screening-network -- --even` first
 * leaves the odd lines out of it, so `--unseen` measures it too (retrain without before committing).
 * `-- --check` scores the check set in corpus/check instead, written before the fifth round's
 * rules and never tuned against.
 */
const rulesOnly = process.argv.includes('--rules');
const listMisses = process.argv.includes('--misses');
const half = process.argv.includes('--seen') ? 0 : process.argv.includes('--unseen') ? 1 : undefined;
// `--check`: the small check set written before the fifth round's rules (corpus/check), instead.
const folder = process.argv.includes('--check') ? 'check' : 'hand';
const texts = handTexts(join(import.meta.dirname, '..', 'corpus', folder), new Set()).filter(
  (t) => t.family === 'benign' || half === undefined || lineOf(t.frame) % 2 === half,
);

function findings(text: string): Map<ContentFamily, string[]> {
  const { patterns } = detectContent(text, { explicit: false });
  if (!rulesOnly) return patterns;
  const rules = new Map<ContentFamily, string[]>();
  for (const [family, names] of patterns) {
    const kept = names.filter((n) => !n.endsWith('_model'));
    if (kept.length > 0) rules.set(family, kept);
  }
  return rules;
}

const describe = (found: Map<ContentFamily, string[]>) => [...found.values()].flat().join(',') || '-';

const rows: Record<string, string> = {};
const misses: string[] = [];
for (const family of CONTENT_FAMILIES) {
  const labelled = texts.filter((t) => t.family === family);
  if (labelled.length === 0) continue;
  let found = 0;
  for (const t of labelled) {
    const hit = findings(t.text);
    if (hit.has(family)) found++;
    else misses.push(`MISS ${family}\t${describe(hit)}\t${t.text}`);
  }
  rows[family] = `${found}/${labelled.length} (${((100 * found) / labelled.length).toFixed(1)}%)`;
}
const fired: string[] = [];
for (const hard of [false, true]) {
  const ordinary = texts.filter((t) => t.family === 'benign' && (t.hard === true) === hard);
  if (ordinary.length === 0) continue;
  let count = 0;
  for (const t of ordinary) {
    const hit = findings(t.text);
    if (hit.size === 0) continue;
    count++;
    fired.push(`FP ${hard ? 'risky' : 'ordinary'}\t${describe(hit)}\t${t.text}`);
  }
  rows[hard ? 'fired, hard negatives' : 'fired, other ordinary'] =
    `${count}/${ordinary.length} (${((100 * count) / ordinary.length).toFixed(1)}%)`;
}
console.log(`corpus/${folder}, ${rulesOnly ? 'rules only' : 'rules and model'}`);
console.table(rows);
if (listMisses) for (const line of [...misses, ...fired]) console.log(line);
