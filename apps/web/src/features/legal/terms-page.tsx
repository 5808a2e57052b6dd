import { useLegalFacts } from './legal-facts';
import { LegalDocument } from './legal-document';
import { termsContent } from './terms-content';

export default function TermsPage() {
  const facts = useLegalFacts();
  return (
    <LegalDocument
      content={termsContent(facts)}
      intro="The rules for using Quad: who may join, how to behave, how payments work and what happens when the rules are broken."
    />
  );
}
