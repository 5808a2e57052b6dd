import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { DEFAULT_SETTINGS, type TSettings } from '@quad/contract';
import type { CorpusEntry } from '@/modules/moderation/corpus/corpus.types';
import { LABELLED_CORPUS } from '@/modules/moderation/corpus/labelled-corpus';
import type { ContentFamily } from '@/modules/moderation/detectors/detection.types';
import {
  screenMessage,
  screenProfile,
  type MessageScreeningContext,
  type ScreeningResult,
} from '@/modules/moderation/screening';
import { SkipTest, check, type TestCaseContext, type TestSuiteDefinition } from '../test-suite.types';

/** Families where a miss lets a scammer through (the corpus tests hold the same bar). */
const MIN_RECALL = 0.95;
const MAX_BENIGN_FLAGGED = 0.02;
/** A first message from an established account with a clean record: only the text counts. */
const QUIET: MessageScreeningContext = {
  isFirstMessage: true,
  accountAgeHours: 24 * 365,
  previousReports: 0,
  messagesLastHour: 1,
  spamRecipients: 1,
};
const CHUNK = 25;

/** How a scored family appears among a result's reasons ("Phone number: +30"). */
const FAMILY_LABELS: Record<ContentFamily, string> = {
  phone: 'Phone number',
  email: 'E-mail address',
  social_media: 'Social media contact',
  financial: 'Financial request',
  url: 'Link',
  explicit: 'Explicit first message',
};

function screen(entry: CorpusEntry, settings: TSettings): ScreeningResult {
  return entry.kind === 'message'
    ? screenMessage(entry.text, QUIET, settings)
    : screenProfile({ bio: entry.text }, settings);
}

/** Screens texts a chunk at a time, yielding between chunks so the server keeps answering. */
async function screenAll(entries: CorpusEntry[], settings: TSettings): Promise<ScreeningResult[]> {
  const out: ScreeningResult[] = [];
  for (let i = 0; i < entries.length; i += CHUNK) {
    for (const entry of entries.slice(i, i + CHUNK)) out.push(screen(entry, settings));
    await yieldToEventLoop();
  }
  return out;
}

async function liveSettings(t: TestCaseContext, kind: 'message' | 'profile'): Promise<TSettings> {
  const settings = await t.ctx.settings.all();
  if (kind === 'message' && !settings.autoflag_enabled)
    throw new SkipTest('Message screening is switched off in the settings');
  if (kind === 'profile' && !settings.profile_screening_enabled)
    throw new SkipTest('Profile text screening is switched off in the settings');
  return settings;
}

const quote = (text: string) => `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;

/** Recall of the families among plain (not disguised) messages of the corpus, with the live weights. */
function recallTest(name: string, families: ContentFamily[]) {
  return {
    name,
    async run(t: TestCaseContext) {
      const settings = await liveSettings(t, 'message');
      for (const family of families) {
        const labelled = LABELLED_CORPUS.filter((e) => e.kind === 'message' && e.expect.includes(family) && !e.evasion);
        const results = await screenAll(labelled, settings);
        const missed = labelled.filter((_, i) => !detected(results[i]!, family));
        const recall = 1 - missed.length / labelled.length;
        await t.log('INFO', `${family}: ${labelled.length - missed.length} of ${labelled.length} detected`);
        check(
          recall >= MIN_RECALL,
          `${family} detected in only ${Math.round(recall * 100)}% of ${labelled.length} cases; missed e.g. ${missed
            .slice(0, 3)
            .map((e) => quote(e.text))
            .join(', ')}`,
        );
      }
    },
  };
}

/** A family weighted 0 in the settings neither scores nor shows, so it counts as missed. */
const detected = (result: ScreeningResult, family: ContentFamily) =>
  result.reasons.some((r) => r.startsWith(`${FAMILY_LABELS[family]}:`));

/** The message-screening corpus's key cases, scored with the settings in force right now. */
export const screeningSuite: TestSuiteDefinition = {
  id: 'message-screening',
  name: 'Message screening regression',
  description:
    'Screens the labelled corpus with the live settings: contact details, other platforms and money requests are detected, ordinary conversation stays below the threshold, and what the defaults flag is still flagged. Reads only.',
  category: 'Safety',
  isDestructive: false,
  productionSafe: true,
  tests: [
    recallTest('Phone numbers and e-mail addresses are detected', ['phone', 'email']),
    recallTest('Invitations to other platforms are detected', ['social_media']),
    recallTest('Requests for money are detected', ['financial']),
    {
      name: 'Ordinary conversation and bios stay below the live thresholds',
      async run(t) {
        const settings = await liveSettings(t, 'message');
        const benign = LABELLED_CORPUS.filter((e) => e.expect.length === 0);
        const results = await screenAll(benign, settings);
        const flagged = benign.filter((_, i) => results[i]!.flagged);
        await t.log('INFO', `${flagged.length} of ${benign.length} ordinary texts flagged`);
        check(
          flagged.length <= benign.length * MAX_BENIGN_FLAGGED,
          `${flagged.length} of ${benign.length} ordinary texts are flagged, e.g. ${flagged
            .slice(0, 3)
            .map((e) => quote(e.text))
            .join(', ')}`,
        );
      },
    },
    {
      name: 'Messages the default settings flag are still flagged',
      async run(t) {
        const settings = await liveSettings(t, 'message');
        const messages = LABELLED_CORPUS.filter((e) => e.kind === 'message' && e.expect.length > 0);
        const atDefaults = await screenAll(messages, DEFAULT_SETTINGS);
        const keyCases = messages.filter((_, i) => atDefaults[i]!.flagged);
        const live = await screenAll(keyCases, settings);
        const lost = keyCases.filter((_, i) => !live[i]!.flagged);
        await t.log(
          'INFO',
          `${keyCases.length - lost.length} of ${keyCases.length} key cases flagged with the live settings`,
        );
        check(
          lost.length === 0,
          `${lost.length} of ${keyCases.length} messages flagged at the defaults are not flagged with the live settings (threshold ${settings.autoflag_threshold_score}), e.g. ${lost
            .slice(0, 3)
            .map((e) => quote(e.text))
            .join(', ')}`,
        );
      },
    },
    {
      name: 'Bios with contact details are flagged',
      async run(t) {
        const settings = await liveSettings(t, 'profile');
        const bios = LABELLED_CORPUS.filter(
          (e) =>
            e.kind === 'profile' &&
            !e.evasion &&
            e.expect.some((f) => f === 'phone' || f === 'email' || f === 'social_media'),
        );
        const results = await screenAll(bios, settings);
        const missed = bios.filter((_, i) => !results[i]!.flagged);
        await t.log('INFO', `${bios.length - missed.length} of ${bios.length} bios with contact details flagged`);
        check(
          1 - missed.length / bios.length >= MIN_RECALL,
          `${missed.length} of ${bios.length} bios with contact details are not flagged (threshold ${settings.profile_flag_threshold}), e.g. ${missed
            .slice(0, 3)
            .map((e) => quote(e.text))
            .join(', ')}`,
        );
      },
    },
  ],
};
