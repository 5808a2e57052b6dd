import { ComingSoon } from '@/app/coming-soon';

export default function ProfilePage() {
  return <ComingSoon title="My Profile" />;
}
