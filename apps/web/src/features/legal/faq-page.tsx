import { ComingSoon } from '@/app/coming-soon';

export default function FaqPage() {
  return <ComingSoon title="Frequently Asked Questions" />;
}
