import type { TGender, TInstitution, TOrientation, TRegisterRequest } from '@quad/contract';
import {
  AGE_MAX,
  AGE_MIN,
  EMAIL_PATTERN,
  HEIGHT_MAX_INCHES,
  HEIGHT_MIN_INCHES,
  PASSWORD_MIN,
} from '@quad/contract/constants';
import { GENDERS, ORIENTATIONS } from '@quad/contract/enums';
import { emailMatchesDomains, exampleDomain } from '@quad/contract/institution-domains';
import { emailDomainMismatch, MSG } from '@quad/contract/messages';
import { readJson, SESSION, session } from '@/lib/storage';

/** The six signup agreement flags (member-app.md sections 3 and 5), in the order shown. */
export const AGREEMENTS = [
  { key: 'age18', label: 'I am at least 18 years old' },
  {
    key: 'noIllegalContent',
    label: 'I will not post illegal, offensive, harassing or discriminatory content',
  },
  { key: 'accurateInfo', label: 'I will give accurate and truthful profile information' },
  { key: 'respectfulUse', label: 'I will use the platform respectfully without harassment' },
  {
    key: 'understandViolations',
    label: 'I understand violations may cause account removal and forfeiture of remaining paid services',
  },
  { key: 'terms', label: 'I have read and agree to the Terms of Service' },
] as const;

export type AgreementKey = (typeof AGREEMENTS)[number]['key'];

export interface SignupForm {
  institutionId: string;
  email: string;
  password: string;
  age: number | '';
  heightInches: number | '';
  gender: TGender | '';
  orientation: TOrientation | '';
  agreements: Record<AgreementKey, boolean>;
}

/** What session storage keeps of the form: everything but the password. */
export type SignupDraft = Omit<SignupForm, 'password'>;

const noAgreements = (): Record<AgreementKey, boolean> =>
  Object.fromEntries(AGREEMENTS.map((a) => [a.key, false])) as Record<AgreementKey, boolean>;

export const emptySignupForm = (): SignupForm => ({
  institutionId: '',
  email: '',
  password: '',
  age: '',
  heightInches: '',
  gender: '',
  orientation: '',
  agreements: noAgreements(),
});

const inRange = (v: unknown, min: number, max: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** The stored draft, each field kept only if it still makes sense. */
export function loadSignupDraft(): SignupForm {
  const raw = readJson<Partial<Record<keyof SignupDraft, unknown>>>(session.get(SESSION.signupFormState), {});
  const form = emptySignupForm();
  if (typeof raw.institutionId === 'string') form.institutionId = raw.institutionId;
  if (typeof raw.email === 'string') form.email = raw.email;
  if (inRange(raw.age, AGE_MIN, AGE_MAX)) form.age = raw.age;
  if (inRange(raw.heightInches, HEIGHT_MIN_INCHES, HEIGHT_MAX_INCHES)) form.heightInches = raw.heightInches;
  if (GENDERS.includes(raw.gender as TGender)) form.gender = raw.gender as TGender;
  if (ORIENTATIONS.includes(raw.orientation as TOrientation)) form.orientation = raw.orientation as TOrientation;
  const agreements = raw.agreements as Partial<Record<AgreementKey, unknown>> | undefined;
  for (const { key } of AGREEMENTS) form.agreements[key] = agreements?.[key] === true;
  return form;
}

export function saveSignupDraft(form: SignupForm): void {
  const { password: _password, ...draft } = form;
  session.set(SESSION.signupFormState, JSON.stringify(draft satisfies SignupDraft));
}

export const clearSignupDraft = (): void => session.remove(SESSION.signupFormState);

/** The e-mail's message: format first, then the institution's domains (null: fine or empty). */
export function signupEmailError(email: string, institution: TInstitution | undefined): string | null {
  const value = email.trim();
  if (!value) return null;
  if (!EMAIL_PATTERN.test(value)) return MSG.invalidEmail;
  if (institution && !emailMatchesDomains(value, institution.domains)) {
    return emailDomainMismatch(institution.name, exampleDomain(institution.domains));
  }
  return null;
}

/** Every field filled and valid, every agreement ticked: Continue to Verification is enabled. */
export function isSignupComplete(form: SignupForm, institution: TInstitution | undefined): boolean {
  return (
    institution !== undefined &&
    form.email.trim() !== '' &&
    signupEmailError(form.email, institution) === null &&
    form.password.length >= PASSWORD_MIN &&
    form.age !== '' &&
    form.heightInches !== '' &&
    form.gender !== '' &&
    form.orientation !== '' &&
    AGREEMENTS.every((a) => form.agreements[a.key])
  );
}

/** The registration payload of a complete form (isSignupComplete first). */
export function toRegisterRequest(form: SignupForm): TRegisterRequest {
  if (form.age === '' || form.heightInches === '' || form.gender === '' || form.orientation === '') {
    throw new Error('The sign-up form is incomplete');
  }
  return {
    email: form.email.trim().toLowerCase(),
    password: form.password,
    institution_id: form.institutionId,
    age: form.age,
    gender: form.gender,
    orientation: form.orientation,
    height_inches: form.heightInches,
  };
}
