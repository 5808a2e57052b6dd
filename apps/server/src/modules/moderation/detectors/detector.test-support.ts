import { expect, it } from 'vitest';
import { normalise } from '@/modules/moderation/normalise/text-normaliser';
import type { Detector } from './detection.types';

/** The pattern names one detector reports for a text, including its spaced-out reading. */
export function patternsOf(detector: Detector, text: string): string[] {
  const normalised = normalise(text);
  const found = detector(normalised).map((d) => d.pattern);
  const spacedOut = normalised.spacedOut;
  if (spacedOut !== undefined) found.push(...detector(normalise(spacedOut)).map((d) => d.pattern));
  return [...new Set(found)];
}

/** Each text makes the detector report the pattern beside it. */
export function itFinds(detector: Detector, name: string, cases: [text: string, pattern: string][]): void {
  it.each(cases)(name, (text, pattern) => {
    expect(patternsOf(detector, text)).toContain(pattern);
  });
}

/** Each text, however disguised, makes the detector report something. */
export function itFindsSomething(detector: Detector, name: string, texts: string[]): void {
  it.each(texts)(name, (text) => {
    expect(patternsOf(detector, text).length).toBeGreaterThan(0);
  });
}

/** The detector reports nothing for any of these texts. */
export function itLeavesAlone(detector: Detector, name: string, texts: string[]): void {
  it.each(texts)(name, (text) => {
    expect(patternsOf(detector, text)).toEqual([]);
  });
}
