import { ComingSoon } from '@/app/coming-soon';

export default function BrowsePage() {
  return <ComingSoon title="Browse" />;
}
