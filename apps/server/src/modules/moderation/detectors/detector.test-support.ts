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
