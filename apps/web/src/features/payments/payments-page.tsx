import { ComingSoon } from '@/app/coming-soon';

export default function PaymentsPage() {
  return <ComingSoon title="Payments" />;
}
