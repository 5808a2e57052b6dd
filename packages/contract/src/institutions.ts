import { z } from 'zod';

export const ZInstitution = z.object({
  id: z.string(),
  name: z.string(),
  name_abbreviated: z.string(),
  domains: z.array(z.string()),
});
export type TInstitution = z.infer<typeof ZInstitution>;

export const ZInstitutionSummary = ZInstitution.pick({ id: true, name: true, name_abbreviated: true });
export type TInstitutionSummary = z.infer<typeof ZInstitutionSummary>;

export const ZInstitutionList = z.array(ZInstitution);

export { emailMatchesDomains, exampleDomain, LIVE_INSTITUTIONS, type InstitutionFacts } from './institution-domains';
