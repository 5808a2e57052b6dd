import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CorpusEntry } from './corpus.types';
import type { CorpusLine } from './generate/generate-corpus';
import { fnv1a } from './generate/random';

const HERE = dirname(fileURLToPath(import.meta.url));
export const TUNING_PATH = join(HERE, 'screening-tuning.jsonl');
export const HOLDOUT_PATH = join(HERE, 'screening-holdout.jsonl');

/** A corpus entry from the JSONL files, with whether it is a hard negative. */
export interface ScreeningCorpusEntry extends CorpusEntry {
  hard: boolean;
  frame: string;
}

/** Reads one of the generated corpus files (tests and the training script; never the server). */
export function readScreeningCorpus(path: string): ScreeningCorpusEntry[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .map((l) => {
      const line = JSON.parse(l) as CorpusLine;
      const expect = line.family === 'benign' ? [] : [line.family, ...(line.also ?? [])];
      return { text: line.text, kind: 'message', expect, evasion: false, hard: line.hard === true, frame: line.frame };
    });
}

/** A fixed fifth of the tuning frames, left out of training by `train:screening -- --dev`. */
export const isDevFrame = (frame: string): boolean => fnv1a(frame) % 5 === 0;
