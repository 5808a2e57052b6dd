import { email, link, phone, phoneDigits } from './contact-slots';
import type { Random } from './random';
import {
  amount,
  app,
  CITIES,
  DAYS,
  GIFT_CARDS,
  NAMES,
  PAY_APPS,
  PAY_VERBS,
  SMALL_AMOUNT_WORDS,
  SURNAMES,
  username,
} from './slots';
import { campusSlots } from './campus-slots';
import { casualSlots } from './casual-slots';
import { round3Slots } from './round3-slots';
import { tuningSlots } from './tuning-slots';

export type Family = 'phone' | 'email' | 'social_media' | 'financial' | 'url' | 'explicit';

/** Placeholders that put a contact detail in the text, whatever the frame's own family. */
const CONTACT_FAMILY: Record<string, Family> = {
  phone: 'phone',
  email: 'email',
  link: 'url',
  pone: 'phone',
  mail3: 'email',
  link3: 'url',
  link5: 'url',
};

/**
 * Fills a frame's {placeholders}; returns the text and the families the filled values add
 * (a financial frame with an {email} also contains an e-mail address).
 */
export function fill(frame: string, r: Random, ordinary: boolean): { text: string; adds: Family[] } {
  const adds = new Set<Family>();
  const digits = phoneDigits(r).join('');
  const pieces = { pa: digits.slice(0, 3), pb: digits.slice(3, 6), pc: digits.slice(6) };
  if (frame.includes('{pa}')) adds.add('phone');
  const text = frame.replace(/\{([a-z0-9]+)\}/g, (_, key: string) => {
    if (key in CONTACT_FAMILY) adds.add(CONTACT_FAMILY[key]!);
    return value(key, r, pieces, ordinary);
  });
  return { text, adds: [...adds] };
}

function value(key: string, r: Random, pieces: Record<string, string>, ordinary: boolean): string {
  if (key in pieces) return pieces[key]!;
  switch (key) {
    case 'phone':
      return phone(r);
    case 'email':
      return email(r);
    case 'link':
      return link(r);
    case 'amount':
      return amount(r);
    case 'amountw':
      return r.pick(SMALL_AMOUNT_WORDS);
    case 'pay':
      return r.pick(PAY_APPS);
    case 'payverb':
      return r.pick(PAY_VERBS);
    case 'gift':
      return r.pick(GIFT_CARDS);
    case 'name':
      return r.pick(NAMES);
    case 'surname':
      return r.pick(SURNAMES);
    case 'day':
      return r.pick(DAYS);
    case 'city':
      return r.pick(CITIES);
    case 'app':
    case 'app2':
      return app(r, ordinary);
    case 'user':
      return username(r);
    default: {
      const campus = campusSlots[key] ?? casualSlots[key] ?? tuningSlots[key] ?? round3Slots[key];
      if (!campus) throw new Error(`unknown placeholder {${key}}`);
      return campus(r);
    }
  }
}
