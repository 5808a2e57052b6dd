import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, type TSettings } from '@quad/contract';
import { detectContent } from './content-detection';
import { screenMessage, screenProfile, type MessageScreeningContext } from './screening';

const settings = (changes: Partial<TSettings> = {}): TSettings => ({ ...DEFAULT_SETTINGS, ...changes });
const quiet: MessageScreeningContext = {
  isFirstMessage: false,
  accountAgeHours: 24 * 90,
  previousReports: 0,
  messagesLastHour: 1,
  spamRecipients: 1,
};
const context = (changes: Partial<MessageScreeningContext>) => ({ ...quiet, ...changes });

describe('message risk score', () => {
  it('is zero and unflagged for ordinary chat', () => {
    expect(screenMessage('want to grab coffee at the Den after your 10am?', quiet, settings())).toEqual({
      score: 0,
      flagged: false,
      flag_reason: null,
      detected_patterns: [],
      reasons: [],
      family_scores: { phone: 0, email: 0, social_media: 0, financial: 0, url: 0, explicit: 0 },
    });
  });

  it('tells what each content family added, for the sender nudge', () => {
    const result = screenMessage('call me at 403-555-0199, or e-transfer me $200 for rent', quiet, settings());
    expect(result.family_scores.phone).toBe(DEFAULT_SETTINGS.autoflag_phone_score);
    expect(result.family_scores.financial).toBe(DEFAULT_SETTINGS.autoflag_financial_score);
    expect(result.family_scores.email).toBe(0);
    expect(result.score).toBe(DEFAULT_SETTINGS.autoflag_phone_score + DEFAULT_SETTINGS.autoflag_financial_score);
  });

  it('weighs the findings the send path already has instead of reading the text again', () => {
    const text = 'send me nudes, my snap is jess.k22';
    const findings = detectContent(text, { explicit: true });
    expect(screenMessage(text, quiet, settings(), findings)).toEqual(screenMessage(text, quiet, settings()));
    const first = context({ isFirstMessage: true });
    expect(screenMessage(text, first, settings(), findings)).toEqual(screenMessage(text, first, settings()));
    expect(screenMessage(text, first, settings(), findings).family_scores.explicit).toBeGreaterThan(0);
    // Only the findings count: the text is not read a second time.
    const none = { families: [], patterns: new Map() };
    expect(screenMessage(text, quiet, settings(), none).score).toBe(0);
  });

  it('adds the configured score of each family once, however many patterns fired', () => {
    const result = screenMessage("call me at 403-555-0199, what's your number?", quiet, settings());
    expect(result.score).toBe(DEFAULT_SETTINGS.autoflag_phone_score);
    expect(result.detected_patterns).toEqual(['phone_number', 'phone_request', 'phone_model']);
    expect(result.flag_reason).toBe('phone');
    expect(result.reasons).toEqual(['Phone number: +30']);
  });

  it('sums families and flags at the threshold (defaults: phone 30 + e-mail 30 = 60 ≥ 50)', () => {
    const result = screenMessage('text 403-555-0199 or email jess.w22@gmail.com', quiet, settings());
    expect(result).toMatchObject({ score: 60, flagged: true });
    expect(screenMessage('text 403-555-0199', quiet, settings({ autoflag_threshold_score: 30 })).flagged).toBe(true);
    expect(screenMessage('text 403-555-0199', quiet, settings({ autoflag_threshold_score: 31 })).flagged).toBe(false);
  });

  it('uses the settings as they are, not the defaults', () => {
    const result = screenMessage('text 403-555-0199', quiet, settings({ autoflag_phone_score: 55 }));
    expect(result).toMatchObject({ score: 55, flagged: true, flag_reason: 'phone' });
  });

  it('adds the context scores: new account, reports × multiplier, rapid messaging, spam', () => {
    const result = screenMessage(
      'hey how are you',
      context({ accountAgeHours: 2, previousReports: 2, messagesLastHour: 31, spamRecipients: 3 }),
      settings({ autoflag_new_account_score: 5, autoflag_previous_report_multiplier: 10 }),
    );
    expect(result.score).toBe(5 + 2 * 10 + 30 + 40);
    expect(result.detected_patterns).toEqual([
      'new_account',
      'previous_reports',
      'rapid_messaging',
      'spam_near_duplicate',
    ]);
    expect(result.flag_reason).toBe('spam');
    expect(result.flagged).toBe(true);
  });

  it('applies each context rule at its boundary', () => {
    const s = settings();
    expect(screenMessage('hi', context({ accountAgeHours: 23.9 }), s).score).toBe(20);
    expect(screenMessage('hi', context({ accountAgeHours: 24 }), s).score).toBe(0);
    expect(screenMessage('hi', context({ messagesLastHour: 30 }), s).score).toBe(0);
    expect(screenMessage('hi', context({ messagesLastHour: 31 }), s).score).toBe(30);
    expect(screenMessage('hi', context({ spamRecipients: 2 }), s).score).toBe(0);
    expect(screenMessage('hi', context({ spamRecipients: 3 }), s).score).toBe(40);
  });

  it('caps the score at 100', () => {
    const result = screenMessage(
      'send $200 by e-transfer to jess.w22@gmail.com or call 403-555-0199, add me on snap',
      context({ previousReports: 5 }),
      settings(),
    );
    expect(result.score).toBe(100);
  });

  it('names the content family with most points as the reason, ahead of context', () => {
    const result = screenMessage(
      'can you e-transfer me $200? text 403-555-0199',
      context({ previousReports: 4 }),
      settings(),
    );
    expect(result.flag_reason).toBe('financial');
    expect(result.reasons).toEqual(['Phone number: +30', 'Financial request: +40', '4 previous reports: +60']);
  });

  it('counts explicit content only in a first message', () => {
    expect(screenMessage('hey send nudes', context({ isFirstMessage: true }), settings())).toMatchObject({
      score: 35,
      flag_reason: 'explicit_first_message',
      detected_patterns: ['explicit_first_message', 'explicit_sexual_term'],
    });
    expect(screenMessage('hey send nudes', quiet, settings()).score).toBe(0);
  });

  it('drops a family an administrator weighted at zero', () => {
    const result = screenMessage('text 403-555-0199', quiet, settings({ autoflag_phone_score: 0 }));
    expect(result).toMatchObject({ score: 0, flag_reason: null, detected_patterns: [] });
  });

  it('does nothing when auto-flagging is switched off', () => {
    const result = screenMessage(
      'text 403-555-0199',
      context({ previousReports: 9 }),
      settings({ autoflag_enabled: false }),
    );
    expect(result).toMatchObject({ score: 0, flagged: false, flag_reason: null });
  });
});

describe('profile risk score', () => {
  it('uses the profile scores and threshold and names the fields', () => {
    const result = screenProfile({ bio: 'Nursing @ MRU. snap me: jess.xo22', occupation: 'Barista' }, settings());
    expect(result).toMatchObject({
      score: DEFAULT_SETTINGS.profile_social_media_score,
      flagged: true,
      flag_reason: 'social_media',
      flagged_fields: ['bio'],
    });
  });

  it('counts explicit content in a bio and sums families across fields', () => {
    const result = screenProfile({ bio: 'DTF, no drama', interests: 'my site is jessphotos.ca' }, settings());
    expect(result.score).toBe(DEFAULT_SETTINGS.profile_explicit_score + DEFAULT_SETTINGS.profile_url_score);
    expect(result.flag_reason).toBe('explicit');
    expect(result.flagged_fields).toEqual(['bio', 'interests']);
  });

  it('leaves an ordinary bio alone and does nothing when switched off', () => {
    expect(screenProfile({ bio: 'Third year CPSC. 5\'10". Coffee and climbing.' }, settings()).flagged).toBe(false);
    const off = screenProfile({ bio: 'text 403-555-0199' }, settings({ profile_screening_enabled: false }));
    expect(off).toMatchObject({ score: 0, flagged: false, flagged_fields: [] });
  });
});
