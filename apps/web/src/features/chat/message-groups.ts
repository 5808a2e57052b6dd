import { MESSAGE_GROUP_WINDOW_MS } from '@quad/contract/constants';

/** What grouping needs of a message: who wrote it and when. */
export interface Groupable {
  sender_id: number;
  timestamp: string;
}

export interface MessageGroup<M extends Groupable> {
  sender_id: number;
  messages: M[];
}

/**
 * Consecutive messages of one sender, each within five minutes of the one before, form a
 * group (member-app.md section 9): one bubble column, one time stamp under the last.
 */
export function groupMessages<M extends Groupable>(messages: readonly M[]): MessageGroup<M>[] {
  const groups: MessageGroup<M>[] = [];
  let previous: M | undefined;
  for (const message of messages) {
    const current = groups.at(-1);
    const gap = previous ? Date.parse(message.timestamp) - Date.parse(previous.timestamp) : Infinity;
    if (current && previous && current.sender_id === message.sender_id && gap <= MESSAGE_GROUP_WINDOW_MS) {
      current.messages.push(message);
    } else {
      groups.push({ sender_id: message.sender_id, messages: [message] });
    }
    previous = message;
  }
  return groups;
}
