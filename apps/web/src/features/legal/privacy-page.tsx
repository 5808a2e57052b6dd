import { ComingSoon } from '@/app/coming-soon';

export default function PrivacyPage() {
  return <ComingSoon title="Privacy Policy" />;
}
