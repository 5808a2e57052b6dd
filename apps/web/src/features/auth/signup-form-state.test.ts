import { beforeEach, describe, expect, it } from 'vitest';
import { LIVE_INSTITUTIONS, type TInstitution } from '@quad/contract';
import { joinMessages } from './field-messages';
import {
  AGREEMENTS,
  emptySignupForm,
  isSignupComplete,
  loadSignupDraft,
  saveSignupDraft,
  signupEmailError,
  toRegisterRequest,
  type SignupForm,
} from './signup-form-state';

const [ucalgary, sait] = LIVE_INSTITUTIONS as unknown as [TInstitution, TInstitution];

const complete = (): SignupForm => ({
  institutionId: 'ucalgary',
  email: 'ana@ucalgary.ca',
  password: 'correct horse',
  age: 21,
  heightInches: 66,
  gender: 'woman',
  orientation: 'androphilic',
  agreements: Object.fromEntries(AGREEMENTS.map((a) => [a.key, true])) as SignupForm['agreements'],
});

beforeEach(() => sessionStorage.clear());

describe('the sign-up e-mail', () => {
  it('needs a simple address format', () => {
    expect(signupEmailError('ana', ucalgary)).toBe('Invalid email format');
    expect(signupEmailError('ana@ucalgary', ucalgary)).toBe('Invalid email format');
    expect(signupEmailError('', ucalgary)).toBeNull();
  });

  it("must belong to one of the institution's domains, subdomains only where *. says so", () => {
    expect(signupEmailError('ana@gmail.com', ucalgary)).toBe(
      'Email must be from University of Calgary domain (e.g., student@ucalgary.ca)',
    );
    expect(signupEmailError(' Ana@UCalgary.ca ', ucalgary)).toBeNull();
    expect(signupEmailError('bo@edu.sait.ca', sait)).toBeNull();
    const wildcard: TInstitution = { ...ucalgary, domains: ['*.ucalgary.ca'] };
    expect(signupEmailError('ana@cpsc.ucalgary.ca', wildcard)).toBeNull();
    expect(signupEmailError('ana@ucalgary.ca', wildcard)).toMatch(/^Email must be from/);
  });
});

describe('Continue to Verification', () => {
  it('is enabled only with every field valid and every agreement ticked', () => {
    expect(isSignupComplete(complete(), ucalgary)).toBe(true);
    expect(isSignupComplete(complete(), undefined)).toBe(false);
    expect(isSignupComplete({ ...complete(), password: 'short' }, ucalgary)).toBe(false);
    expect(isSignupComplete({ ...complete(), email: 'ana@gmail.com' }, ucalgary)).toBe(false);
    for (const field of ['age', 'heightInches', 'gender', 'orientation'] as const) {
      expect(isSignupComplete({ ...complete(), [field]: '' }, ucalgary)).toBe(false);
    }
    for (const { key } of AGREEMENTS) {
      const form = complete();
      form.agreements[key] = false;
      expect(isSignupComplete(form, ucalgary)).toBe(false);
    }
  });

  it('sends the registration payload of section 3', () => {
    expect(toRegisterRequest({ ...complete(), email: ' Ana@UCalgary.ca ' })).toEqual({
      email: 'ana@ucalgary.ca',
      password: 'correct horse',
      institution_id: 'ucalgary',
      age: 21,
      gender: 'woman',
      orientation: 'androphilic',
      height_inches: 66,
    });
  });
});

describe('the draft in session storage', () => {
  it('keeps everything but the password', () => {
    saveSignupDraft(complete());
    const raw = sessionStorage.getItem('signupFormState')!;
    expect(raw).not.toContain('correct horse');
    expect(loadSignupDraft()).toEqual({ ...complete(), password: '' });
  });

  it('drops values that make no sense', () => {
    sessionStorage.setItem(
      'signupFormState',
      JSON.stringify({
        age: 12,
        heightInches: 70,
        gender: 'robot',
        orientation: 'gynephilic',
        agreements: { terms: 'yes' },
      }),
    );
    expect(loadSignupDraft()).toEqual({ ...emptySignupForm(), heightInches: 70, orientation: 'gynephilic' });
  });
});

describe('field errors', () => {
  it('are joined into one sentence list', () => {
    expect(joinMessages(['Invalid email format', 'Age must be between 18 and 80.'])).toBe(
      'Invalid email format. Age must be between 18 and 80.',
    );
  });
});
