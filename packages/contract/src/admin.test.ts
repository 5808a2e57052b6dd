import { describe, expect, it } from 'vitest';
import {
  ZCreateInstitutionRequest,
  ZDeleteUserRequest,
  ZGenerateFakeProfilesRequest,
  ZReviewFlagRequest,
  ZUnsuspendUserRequest,
  ZAdminUserSearchQuery,
  ZPaymentSettingsRequest,
} from './index';

describe('admin contract', () => {
  it('drops blank domains, requires one, and turns an invalid threshold into 25', () => {
    const ok = ZCreateInstitutionRequest.parse({
      name: ' Bow Valley ',
      domains: ['', ' BowValley.ca ', '*.bvc.ca', '  '],
      payment_threshold: 'abc',
    });
    expect(ok).toMatchObject({
      name: 'Bow Valley',
      domains: ['bowvalley.ca', '*.bvc.ca'],
      payment_threshold: 25,
      display_order: 0,
    });
    expect(
      ZCreateInstitutionRequest.parse({ name: 'X', domains: ['x.ca'], payment_threshold: -3 }).payment_threshold,
    ).toBe(25);
    expect(
      ZCreateInstitutionRequest.parse({ name: 'X', domains: ['x.ca'], payment_threshold: '40' }).payment_threshold,
    ).toBe(40);
    expect(ZCreateInstitutionRequest.safeParse({ name: 'X', domains: [' ', ''] }).error?.issues[0]?.message).toBe(
      'At least one email domain is required',
    );
    expect(ZCreateInstitutionRequest.safeParse({ name: 'X', domains: ['not a domain'] }).success).toBe(false);
  });

  it('clamps the number of test profiles to 1-100', () => {
    expect(ZGenerateFakeProfilesRequest.parse({ count: 0 }).count).toBe(1);
    expect(ZGenerateFakeProfilesRequest.parse({ count: 500 }).count).toBe(100);
    expect(ZGenerateFakeProfilesRequest.parse({ count: '12' }).count).toBe(12);
    expect(ZGenerateFakeProfilesRequest.parse({}).count).toBe(1);
    // An object Number() cannot convert (its toString is not a function) is the minimum, not a throw.
    expect(ZGenerateFakeProfilesRequest.parse({ count: { toString: {}, '%W': {} } }).count).toBe(1);
    expect(ZGenerateFakeProfilesRequest.parse({ count: [7] }).count).toBe(1);
  });

  it('fills the specification defaults of unsuspend and delete', () => {
    expect(ZUnsuspendUserRequest.parse(undefined)).toEqual({ admin_notes: 'User unsuspended by admin' });
    expect(ZUnsuspendUserRequest.parse(null)).toEqual({ admin_notes: 'User unsuspended by admin' });
    expect(ZDeleteUserRequest.parse(null).reason).toBe('Account deleted by administrator');
    expect(ZUnsuspendUserRequest.parse({ admin_notes: '  ' })).toEqual({ admin_notes: 'User unsuspended by admin' });
    expect(ZDeleteUserRequest.parse({}).reason).toBe('Account deleted by administrator');
  });

  it('requires an action on reviews', () => {
    expect(ZReviewFlagRequest.safeParse({}).error?.issues[0]?.message).toBe('Please choose an action');
    expect(ZReviewFlagRequest.parse({ action: 'dismiss' })).toMatchObject({ action: 'dismiss', false_positive: false });
  });

  it('reads search flags and settings from strings', () => {
    expect(ZAdminUserSearchQuery.parse({ is_paid: 'false', page: '2' })).toMatchObject({
      is_paid: false,
      page: 2,
      per_page: 20,
    });
    expect(
      ZPaymentSettingsRequest.parse({ payment_amount: '25.50', payment_currency: 'usd', recipient_email: 'Pay@X.ca' }),
    ).toEqual({
      payment_amount: 25.5,
      payment_currency: 'USD',
      recipient_email: 'pay@x.ca',
    });
    expect(
      ZPaymentSettingsRequest.safeParse({ payment_amount: 1, payment_currency: 'CADX', recipient_email: 'a@b.ca' })
        .success,
    ).toBe(false);
  });
});
