import { ComingSoon } from '@/app/coming-soon';

export default function ChatPage() {
  return <ComingSoon title="Chat" />;
}
