import { ComingSoon } from '@/app/coming-soon';

export default function AccountDeletedPage() {
  return <ComingSoon title="Account Deleted" />;
}
