import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CorpusLine } from './generate-corpus';
import type { Family } from './fill';

/**
 * The hand-written messages (corpus/hand/*.txt, issue 18, from the fourth round on): literal texts,
 * one a line, not frames, so they are added as they are, without slots or surface variation. The
 * screening network trains on them; the linear scorer only with `corpus:screening -- --hand`. The file
 * name says what they are: `ordinary-*` ordinary chat, `risky-*` ordinary chat that talks about
 * money, apps, phones or numbers (hard negatives), `financial-*`, `social-*`, `url-*`, `phone-*`
 * and `email-*` the family every line of the file contains. Each text is its own frame (`hand/<file>.<line>`), so
 * `--dev` leaves a fifth of them out and the trainer's folds split them one by one.
 */
const KINDS: Record<string, { family: Family | 'benign'; hard?: boolean }> = {
  ordinary: { family: 'benign' },
  risky: { family: 'benign', hard: true },
  financial: { family: 'financial' },
  social: { family: 'social_media' },
  url: { family: 'url' },
  phone: { family: 'phone' },
  email: { family: 'email' },
};

export function handTexts(dir: string, exclude: Set<string>): CorpusLine[] {
  const out: CorpusLine[] = [];
  const seen = new Set<string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()) {
    const stem = file.slice(0, -'.txt'.length);
    const kind = KINDS[stem.replace(/-\d+$/, '')];
    if (!kind) throw new Error(`corpus/hand/${file}: the name does not say what its texts are`);
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .forEach((raw, index) => {
        const text = raw.trim();
        const key = text.toLowerCase();
        if (!text || text.startsWith('#') || seen.has(key) || exclude.has(key)) return;
        seen.add(key);
        out.push({
          text,
          family: kind.family,
          ...(kind.hard ? { hard: true } : {}),
          split: 'tuning',
          frame: `hand/${stem}.${index + 1}`,
        });
      });
  }
  return out;
}

/** The line a hand-written text came from, read from its frame (`hand/<file>.<line>`). */
export const lineOf = (frame: string): number => Number(frame.slice(frame.lastIndexOf('.') + 1));
