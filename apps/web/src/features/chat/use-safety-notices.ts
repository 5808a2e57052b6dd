import { useCallback, useEffect, useState } from 'react';
import { SAFETY_CATEGORIES, type TSafetyCategory } from '@quad/contract';
import { LOCAL, local } from '@/lib/storage';
import type { ChatMessage } from './message-store';

/** Per conversation and category: the message the tip sits under, or dismissed. */
type Placed = Record<string, number | 'dismissed'>;

function read(key: string | null): Placed {
  if (key === null) return {};
  try {
    const value: unknown = JSON.parse(local.get(key) ?? '{}');
    return value && typeof value === 'object' ? (value as Placed) : {};
  } catch {
    return {};
  }
}

/**
 * Where the recipient's safety tips go: once per conversation and category, under the first
 * message from the other member the server marked with that category (`safety`, which the
 * sender never receives). The place is remembered in this browser, so later messages of the
 * same kind do not repeat it, and the tip stays until dismissed. Kept in local storage: a
 * tip shown again on another device costs nothing, and the server keeps no state for it.
 */
export function useSafetyNotices(myId: number | undefined, otherId: number, messages: ChatMessage[]) {
  const key = myId === undefined ? null : `${LOCAL.safetyNotices}.${myId}`;
  const [version, setVersion] = useState(0);
  const placed = read(key);
  const anchors = new Map<number, TSafetyCategory>();
  for (const category of SAFETY_CATEGORIES) {
    const at = placed[`${otherId}:${category}`];
    if (at === 'dismissed') continue;
    const anchor = at ?? firstOf(messages, otherId, category);
    if (anchor !== undefined) anchors.set(anchor, category);
  }

  // The first placement is written down, so the tip stays under that message.
  useEffect(() => {
    if (key === null) return;
    const next = read(key);
    let changed = false;
    for (const category of SAFETY_CATEGORIES) {
      const anchor = firstOf(messages, otherId, category);
      if (anchor === undefined || next[`${otherId}:${category}`] !== undefined) continue;
      next[`${otherId}:${category}`] = anchor;
      changed = true;
    }
    if (changed) local.set(key, JSON.stringify(next));
  }, [key, otherId, messages, version]);

  const dismiss = useCallback(
    (category: TSafetyCategory) => {
      if (key === null) return;
      const next = read(key);
      next[`${otherId}:${category}`] = 'dismissed';
      local.set(key, JSON.stringify(next));
      setVersion((v) => v + 1);
    },
    [key, otherId],
  );

  return { noticeAt: (messageId: number) => anchors.get(messageId), dismiss };
}

const firstOf = (messages: ChatMessage[], otherId: number, category: TSafetyCategory) =>
  messages.find((m) => m.sender_id === otherId && m.safety?.category === category)?.id;
