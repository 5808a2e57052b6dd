import { describe, expect, it } from 'vitest';
import { emailMatchesDomains, exampleDomain } from './institutions';

describe('emailMatchesDomains', () => {
  it('accepts an exact domain, case-insensitively', () => {
    expect(emailMatchesDomains('Jane.Doe@UCalgary.ca', ['ucalgary.ca'])).toBe(true);
  });

  it('rejects a different or look-alike domain', () => {
    expect(emailMatchesDomains('jane@ucalgary.ca.evil.com', ['ucalgary.ca'])).toBe(false);
    expect(emailMatchesDomains('jane@notucalgary.ca', ['ucalgary.ca'])).toBe(false);
    expect(emailMatchesDomains('jane@mail.ucalgary.ca', ['ucalgary.ca'])).toBe(false);
  });

  it('treats *.x.ca as any subdomain of x.ca but not x.ca itself', () => {
    expect(emailMatchesDomains('a@edu.sait.ca', ['*.sait.ca'])).toBe(true);
    expect(emailMatchesDomains('a@deep.edu.sait.ca', ['*.sait.ca'])).toBe(true);
    expect(emailMatchesDomains('a@sait.ca', ['*.sait.ca'])).toBe(false);
    expect(emailMatchesDomains('a@evilsait.ca', ['*.sait.ca'])).toBe(false);
  });

  it('picks a non-wildcard domain as the example', () => {
    expect(exampleDomain(['*.sait.ca', 'sait.ca'])).toBe('sait.ca');
    expect(exampleDomain(['*.mtroyal.ca'])).toBe('mtroyal.ca');
  });
});
