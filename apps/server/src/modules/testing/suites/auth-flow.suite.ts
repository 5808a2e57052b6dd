import { asc, eq } from 'drizzle-orm';
import { MSG, type TLoginResponse, type TRegisterResponse, type TVerifyEmailResponse } from '@quad/contract';
import { institutions, users } from '@/db/schema/index';
import { describeAnswer, selfRequest } from '../self-request';
import { check, type TestCaseContext, type TestSuiteDefinition } from '../test-suite.types';

const PASSWORD = 'selftest correct horse battery';

interface Registered {
  email: string;
  code: string | undefined;
  userId: number;
  token?: string;
}

function registered(t: TestCaseContext): Registered {
  const r = t.state.get('member') as Registered | undefined;
  check(r, 'No throwaway member: the registration test did not succeed');
  return r;
}

/** An e-mail domain of the first institution (a wildcard entry gives its bare domain). */
async function institutionAndDomain(t: TestCaseContext): Promise<{ id: string; domain: string }> {
  const [inst] = await t.ctx.db.select().from(institutions).orderBy(asc(institutions.displayOrder)).limit(1);
  check(inst, 'No institution to register with');
  const domain = inst.domains.map((d) => d.replace(/^\*\./, '')).find(Boolean);
  check(domain, `Institution ${inst.name} has no e-mail domain`);
  return { id: inst.id, domain };
}

/** Sign-up, e-mail verification, sign-in and self-deletion of a throwaway member, over the real API. */
export const authFlowSuite: TestSuiteDefinition = {
  id: 'auth-flow',
  name: 'Authentication flow',
  description:
    'Registers a throwaway member, verifies the e-mail with the code, signs in, reads the account and deletes it, through the real HTTP API. The member is removed afterwards.',
  category: 'Accounts',
  isDestructive: true,
  productionSafe: false,
  tests: [
    {
      name: 'Register a throwaway member',
      async run(t) {
        const { id, domain } = await institutionAndDomain(t);
        const email = t.throwaway.email(domain);
        const url = '/api/auth/register';
        const res = await selfRequest<TRegisterResponse>(t.app, 'POST', url, {
          body: {
            email,
            password: PASSWORD,
            institution_id: id,
            age: 22,
            gender: 'man',
            orientation: 'gynephilic',
            height_inches: 70,
          },
        });
        const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
        if (row) t.throwaway.member(row.id);
        check(res.status === 201, describeAnswer('POST', url, res));
        check(res.body.msg === MSG.registered, `Unexpected answer: ${res.body.msg}`);
        check(row, 'The account was not stored');
        t.state.set('member', { email, code: res.body.verification_code, userId: row.id } satisfies Registered);
        await t.log('INFO', `Registered ${email}`);
      },
    },
    {
      name: 'An unverified member cannot sign in',
      async run(t) {
        const { email } = registered(t);
        const res = await selfRequest<{ msg: string }>(t.app, 'POST', '/api/auth/login', {
          body: { email, password: PASSWORD },
        });
        check(res.status === 403, describeAnswer('POST', '/api/auth/login', res));
        check(res.body.msg === MSG.verifyBeforeSignIn, `Unexpected answer: ${res.body.msg}`);
      },
    },
    {
      name: 'A wrong verification code is refused',
      async run(t) {
        const { email, code } = registered(t);
        const wrong = code === '000000' ? '111111' : '000000';
        const res = await selfRequest(t.app, 'POST', '/api/auth/verify-email', { body: { email, code: wrong } });
        check(res.status === 400, describeAnswer('POST', '/api/auth/verify-email', res));
      },
    },
    {
      name: 'Verify the e-mail with the code',
      async run(t) {
        const member = registered(t);
        check(member.code, 'The server did not return the verification code (it only does outside production)');
        const url = '/api/auth/verify-email';
        const res = await selfRequest<TVerifyEmailResponse>(t.app, 'POST', url, {
          body: { email: member.email, code: member.code },
        });
        check(res.status === 200, describeAnswer('POST', url, res));
        check(res.body.access_token, 'Verification gave no access token');
      },
    },
    {
      name: 'Sign in with the password',
      async run(t) {
        const member = registered(t);
        const url = '/api/auth/login';
        const wrong = await selfRequest(t.app, 'POST', url, {
          body: { email: member.email, password: 'not it at all' },
        });
        check(wrong.status === 401, `A wrong password: ${describeAnswer('POST', url, wrong)}`);
        const res = await selfRequest<TLoginResponse>(t.app, 'POST', url, {
          body: { email: member.email, password: PASSWORD },
        });
        check(res.status === 200, describeAnswer('POST', url, res));
        member.token = res.body.access_token;
      },
    },
    {
      name: 'The signed-in member reads their own account',
      async run(t) {
        const member = registered(t);
        const res = await selfRequest<{ email?: string; id?: number }>(t.app, 'GET', '/api/users/me', {
          token: member.token,
        });
        check(res.status === 200, describeAnswer('GET', '/api/users/me', res));
        check(res.body.id === member.userId, 'The account read back is not the one registered');
      },
    },
    {
      name: 'The member deletes the account and the token stops working',
      async run(t) {
        const member = registered(t);
        const del = await selfRequest(t.app, 'DELETE', '/api/users/me', { token: member.token });
        check(del.status === 200, describeAnswer('DELETE', '/api/users/me', del));
        const after = await selfRequest(t.app, 'GET', '/api/users/me', { token: member.token });
        check(after.status === 401, `After deletion: ${describeAnswer('GET', '/api/users/me', after)}`);
        const login = await selfRequest<{ msg: string }>(t.app, 'POST', '/api/auth/login', {
          body: { email: member.email, password: PASSWORD },
        });
        check(login.status !== 200, 'A deleted account could still sign in');
      },
    },
  ],
};
