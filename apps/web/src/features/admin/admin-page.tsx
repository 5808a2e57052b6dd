import { ComingSoon } from '@/app/coming-soon';

export default function AdminPage() {
  return <ComingSoon title="Admin" />;
}
