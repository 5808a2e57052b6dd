import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TConversationMute } from '@quad/contract';
import { useToast } from '@/shared/toast';
import { fetchMute, muteKey, setMuted } from './chat-api';
import { CHAT_TEXT } from './chat-texts';

/** Whether the member muted this chat (no push, no e-mail about it), and the switch. */
export function useConversationMute(otherId: number) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = muteKey(otherId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => fetchMute(otherId, signal) });
  const muted = query.data?.muted ?? false;
  const change = useMutation({
    mutationFn: (next: boolean) => setMuted(otherId, next),
    onSuccess: (answer) => {
      queryClient.setQueryData<TConversationMute>(key, answer);
      toast(answer.muted ? CHAT_TEXT.muted : CHAT_TEXT.unmuted, { severity: 'success' });
    },
    onError: () => toast(CHAT_TEXT.muteFailed, { severity: 'error' }),
  });
  return { muted, busy: change.isPending || query.isPending, toggle: () => change.mutate(!muted) };
}
