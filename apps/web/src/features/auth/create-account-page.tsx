import { ComingSoon } from '@/app/coming-soon';

export default function CreateAccountPage() {
  return <ComingSoon title="Create Account" />;
}
