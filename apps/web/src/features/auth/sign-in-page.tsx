import { ComingSoon } from '@/app/coming-soon';

export default function SignInPage() {
  return <ComingSoon title="Sign In" />;
}
