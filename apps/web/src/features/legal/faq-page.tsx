import { useState } from 'react';
import { faqContent } from './faq-content';
import { FaqCategoryNav } from './faq-category-nav';
import { FaqCategorySection } from './faq-category';
import { useLegalFacts } from './legal-facts';
import { LegalHeader, LegalPage } from './legal-page';
import { StillNeedHelp } from './still-need-help';
import { useHashTarget } from './use-hash-target';

export default function FaqPage() {
  const facts = useLegalFacts();
  const categories = faqContent(facts);
  const { id: target, navigationKey } = useHashTarget();
  const hashQuestion = categories.some((c) => c.items.some((i) => i.id === target)) ? target : null;

  // One question open at a time. A navigation to /faq#<question> opens that question.
  const [expanded, setExpanded] = useState<string | null>(hashQuestion);
  const [openedFor, setOpenedFor] = useState(navigationKey);
  if (openedFor !== navigationKey) {
    setOpenedFor(navigationKey);
    if (hashQuestion) setExpanded(hashQuestion);
  }
  const toggle = (id: string, open: boolean) => setExpanded(open ? id : null);

  return (
    <LegalPage maxWidth={880}>
      <LegalHeader
        title="Frequently Asked Questions"
        intro="Answers about accounts, safety, messaging and payments, your profile and your privacy on Quad."
      />
      <FaqCategoryNav categories={categories} />
      {categories.map((category) => (
        <FaqCategorySection key={category.id} category={category} expanded={expanded} onToggle={toggle} />
      ))}
      <StillNeedHelp supportEmail={facts.supportEmail} />
    </LegalPage>
  );
}
