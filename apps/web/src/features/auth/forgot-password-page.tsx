import { ComingSoon } from '@/app/coming-soon';

export default function ForgotPasswordPage() {
  return <ComingSoon title="Reset Password" />;
}
