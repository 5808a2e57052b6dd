import { useLegalFacts } from './legal-facts';
import { LegalDocument } from './legal-document';
import { privacyContent } from './privacy-content';

export default function PrivacyPage() {
  const facts = useLegalFacts();
  return (
    <LegalDocument
      content={privacyContent(facts)}
      intro="What we collect when you use Quad, why, whom we share it with, and the choices you have."
    />
  );
}
