/**
 * Institution facts and e-mail domain rules without schema code, so the first page the
 * web app loads can use them without the validation library.
 */
export interface InstitutionFacts {
  id: string;
  name: string;
  name_abbreviated: string;
  domains: readonly string[];
}

/**
 * True when the e-mail's domain is one of the institution's domains. An entry "*.x.ca"
 * accepts any subdomain of x.ca (but not x.ca itself).
 */
export function emailMatchesDomains(email: string, domains: readonly string[]): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return domains.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.startsWith('*.')) return domain.endsWith(entry.slice(1));
    return domain === entry;
  });
}

/** The example domain shown in the sign-up helper text and in the domain error. */
export const exampleDomain = (domains: readonly string[]): string =>
  (domains.find((d) => !d.startsWith('*.')) ?? domains[0]?.slice(2) ?? 'example.ca').toLowerCase();

/** The institutions where the product is live; the server seeds them, the landing page lists them. */
export const LIVE_INSTITUTIONS = [
  { id: 'ucalgary', name: 'University of Calgary', name_abbreviated: 'UCalgary', domains: ['ucalgary.ca'] },
  {
    id: 'sait',
    name: 'Southern Alberta Institute of Technology',
    name_abbreviated: 'SAIT',
    domains: ['sait.ca', 'edu.sait.ca'],
  },
  { id: 'mru', name: 'Mount Royal University', name_abbreviated: 'MRU', domains: ['mtroyal.ca'] },
] as const satisfies readonly InstitutionFacts[];
