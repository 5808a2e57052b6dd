import { describe, expect, it } from 'vitest';
import { readDeletedState, returnSentence, returnTiming } from './deletion-return';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const inDays = (days: number) => new Date(NOW + days * 24 * 60 * 60_000).toISOString();

describe('when a new account with the e-mail is allowed', () => {
  it('says "in approximately N days", rounding part of a day up', () => {
    expect(returnTiming(inDays(30), NOW)).toBe('in approximately 30 days');
    expect(returnTiming(inDays(29.2), NOW)).toBe('in approximately 30 days');
    expect(returnTiming(inDays(1.5), NOW)).toBe('in approximately 2 days');
  });

  it('says "in 1 day" for the last day', () => {
    expect(returnTiming(inDays(1), NOW)).toBe('in 1 day');
    expect(returnTiming(inDays(0.1), NOW)).toBe('in 1 day');
  });

  it('says "now allowed" once the date has passed', () => {
    expect(returnTiming(inDays(0), NOW)).toBe('now allowed');
    expect(returnTiming(inDays(-3), NOW)).toBe('now allowed');
  });

  it('says "after the cooldown period" without a readable date', () => {
    expect(returnTiming(null, NOW)).toBe('after the cooldown period');
    expect(returnTiming(undefined, NOW)).toBe('after the cooldown period');
    expect(returnTiming('next spring', NOW)).toBe('after the cooldown period');
  });

  it('makes a sentence of it', () => {
    expect(returnSentence(inDays(12), NOW)).toBe(
      'You can create a new account with this email in approximately 12 days.',
    );
    expect(returnSentence(inDays(-1), NOW)).toBe('Creating a new account with this email is now allowed.');
    expect(returnSentence(null, NOW)).toBe('You can create a new account with this email after the cooldown period.');
  });
});

describe('the navigation state', () => {
  it('reads the fields it knows and treats anything else as a deletion at the member’s request', () => {
    expect(readDeletedState(undefined)).toEqual({});
    expect(
      readDeletedState({ deletion_type: 'admin_deleted', deletion_message: 'Spam', can_return_after: null }),
    ).toEqual({ deletion_type: 'admin_deleted', deletion_message: 'Spam', can_return_after: null });
    expect(readDeletedState({ deletion_type: 'whatever', can_return_after: 7 })).toEqual({
      deletion_type: 'user_requested',
      deletion_message: null,
      can_return_after: null,
    });
  });
});
