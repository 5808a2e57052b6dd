import { LIVE_INSTITUTIONS } from '@quad/contract';
import { useEnvironment } from '@/shared/environment';
import { usePublicSettings } from '@/shared/public-settings';
import { formatCount } from '@/lib/format';

/** The runtime facts the legal and help texts quote, so they never disagree with the product. */
export interface LegalFacts {
  supportEmail: string;
  /** "20.00 CAD" */
  payment: string;
  /** "30 days" */
  cooldown: string;
  /** "90 days" */
  activityThreshold: string;
}

export function useLegalFacts(): LegalFacts {
  const { support_email: supportEmail } = useEnvironment();
  const settings = usePublicSettings();
  return {
    supportEmail,
    payment: `${settings.payment_amount} ${settings.payment_currency}`,
    cooldown: formatCount(settings.default_deletion_cooldown_days, 'day'),
    activityThreshold: formatCount(settings.activity_threshold_days, 'day'),
  };
}

const listFormat = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** "University of Calgary (UCalgary), Southern Alberta Institute of Technology (SAIT), and Mount Royal University (MRU)" */
export const LIVE_INSTITUTION_NAMES = listFormat.format(
  LIVE_INSTITUTIONS.map((i) => `${i.name} (${i.name_abbreviated})`),
);
