import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openPage } from './browser';

let sequence = 0;

export interface SignedUpMember {
  email: string;
  password: string;
  token: string;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * A verified member, signed up through the API as the sign-up screen would (outside
 * production the register answer carries the e-mailed code).
 */
export async function signUp(serverUrl: string): Promise<SignedUpMember> {
  const email = `e2e${++sequence}.${Date.now().toString(36)}@ucalgary.ca`;
  const password = 'correct horse battery';
  const registered = await post<{ verification_code?: string }>(`${serverUrl}/api/auth/register`, {
    email,
    password,
    institution_id: 'ucalgary',
    age: 24,
    gender: 'woman',
    orientation: 'androphilic',
    height_inches: 66,
  });
  if (!registered.verification_code) throw new Error('the server did not return the verification code');
  const verified = await post<{ access_token: string }>(`${serverUrl}/api/auth/verify-email`, {
    email,
    code: registered.verification_code,
  });
  return { email, password, token: verified.access_token };
}

/**
 * A browser page signed in as the member: the token is stored where the app keeps it
 * before any page of the context loads.
 */
export async function signedInPage(
  browser: Browser,
  member: SignedUpMember,
  viewport?: { width: number; height: number },
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const opened = await openPage(browser, viewport);
  await opened.context.addInitScript((token) => localStorage.setItem('accessToken', token), member.token);
  return opened;
}
