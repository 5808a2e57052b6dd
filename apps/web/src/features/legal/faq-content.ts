import type { LegalFacts } from './legal-facts';
import type { FaqCategory } from './legal-types';
import { accountFaq } from './faq-account-content';
import { managementFaq } from './faq-management-content';
import { paymentsFaq } from './faq-payments-content';
import { privacyFaq } from './faq-privacy-content';
import { profileFaq } from './faq-profile-content';
import { safetyFaq } from './faq-safety-content';
import { supportFaq } from './faq-support-content';
import { tipsFaq } from './faq-tips-content';

/** The FAQ categories in the order of member-app.md section 2. */
export const faqContent = (facts: LegalFacts): FaqCategory[] =>
  [accountFaq, safetyFaq, paymentsFaq, profileFaq, privacyFaq, managementFaq, supportFaq, tipsFaq].map((category) =>
    category(facts),
  );
