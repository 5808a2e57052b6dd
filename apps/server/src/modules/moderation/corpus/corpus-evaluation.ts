import { DEFAULT_SETTINGS, type TSettings } from '@quad/contract';
import { detectContent } from '@/modules/moderation/content-detection';
import { CONTENT_FAMILIES, type ContentFamily } from '@/modules/moderation/detectors/detection.types';
import { screenMessage, screenProfile, type MessageScreeningContext } from '@/modules/moderation/screening';
import type { CorpusEntry } from './corpus.types';

export interface FamilyFigures {
  family: ContentFamily;
  labelled: number;
  found: number;
  recall: number;
  evasiveLabelled: number;
  evasiveFound: number;
  evasiveRecall: number;
}

export interface CorpusFigures {
  total: number;
  benign: number;
  /** Benign texts where any detector fired. */
  falsePositives: CorpusEntry[];
  falsePositiveRate: number;
  /** Benign texts flagged at the default settings (a stricter bar than "any detector fired"). */
  benignFlagged: number;
  families: FamilyFigures[];
  /** Labelled texts where an expected family was not found. */
  misses: { entry: CorpusEntry; missing: ContentFamily[] }[];
  /** Labelled texts where a family fired that the label does not expect. */
  extras: { entry: CorpusEntry; extra: ContentFamily[] }[];
}

/** A first message from an established account with a clean record: only the text counts. */
const QUIET_CONTEXT: MessageScreeningContext = {
  isFirstMessage: true,
  accountAgeHours: 24 * 365,
  previousReports: 0,
  messagesLastHour: 1,
  spamRecipients: 1,
};

function found(entry: CorpusEntry): Set<ContentFamily> {
  return new Set(detectContent(entry.text, { explicit: true }).families);
}

function flagged(entry: CorpusEntry, settings: TSettings): boolean {
  return entry.kind === 'message'
    ? screenMessage(entry.text, QUIET_CONTEXT, settings).flagged
    : screenProfile({ bio: entry.text }, settings).flagged;
}

const ratio = (part: number, whole: number) => (whole === 0 ? 1 : part / whole);

export function evaluateCorpus(entries: CorpusEntry[], settings: TSettings = DEFAULT_SETTINGS): CorpusFigures {
  const results = entries.map((entry) => ({ entry, found: found(entry) }));
  const benign = results.filter((r) => r.entry.expect.length === 0);
  const falsePositives = benign.filter((r) => r.found.size > 0).map((r) => r.entry);
  const families = CONTENT_FAMILIES.map((family): FamilyFigures => {
    const labelled = results.filter((r) => r.entry.expect.includes(family));
    const hits = labelled.filter((r) => r.found.has(family));
    const evasive = labelled.filter((r) => r.entry.evasion);
    const evasiveHits = evasive.filter((r) => r.found.has(family));
    return {
      family,
      labelled: labelled.length,
      found: hits.length,
      recall: ratio(hits.length, labelled.length),
      evasiveLabelled: evasive.length,
      evasiveFound: evasiveHits.length,
      evasiveRecall: ratio(evasiveHits.length, evasive.length),
    };
  });
  const labelled = results.filter((r) => r.entry.expect.length > 0);
  return {
    total: entries.length,
    benign: benign.length,
    falsePositives,
    falsePositiveRate: ratio(falsePositives.length, benign.length),
    benignFlagged: benign.filter((r) => flagged(r.entry, settings)).length,
    families,
    misses: labelled
      .map((r) => ({ entry: r.entry, missing: r.entry.expect.filter((f) => !r.found.has(f)) }))
      .filter((m) => m.missing.length > 0),
    extras: labelled
      .map((r) => ({ entry: r.entry, extra: [...r.found].filter((f) => !r.entry.expect.includes(f)) }))
      .filter((m) => m.extra.length > 0),
  };
}

const percent = (value: number) => `${(value * 100).toFixed(1)}%`;

/** The figures as printable rows (console.table). */
export function figureRows(figures: CorpusFigures): Record<string, string | number>[] {
  const rows: Record<string, string | number>[] = figures.families.map((f) => ({
    category: f.family,
    labelled: f.labelled,
    found: f.found,
    recall: percent(f.recall),
    'evasive found': `${f.evasiveFound}/${f.evasiveLabelled}`,
    'evasive recall': percent(f.evasiveRecall),
  }));
  rows.push({
    category: 'ordinary (false positives)',
    labelled: figures.benign,
    found: figures.falsePositives.length,
    recall: `FP ${percent(figures.falsePositiveRate)}`,
    'evasive found': `flagged: ${figures.benignFlagged}`,
    'evasive recall': '',
  });
  return rows;
}
