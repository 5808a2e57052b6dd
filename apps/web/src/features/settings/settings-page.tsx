import { ComingSoon } from '@/app/coming-soon';

export default function SettingsPage() {
  return <ComingSoon title="Settings" />;
}
