import { ComingSoon } from '@/app/coming-soon';

export default function TermsPage() {
  return <ComingSoon title="Terms of Service" />;
}
