import { describe, expect, it } from 'vitest';
import { groupMessages } from './message-groups';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, 0) + minutes * 60_000).toISOString();
const msg = (id: number, sender_id: number, minutes: number) => ({ id, sender_id, timestamp: at(minutes) });

describe('message grouping', () => {
  it('keeps one sender’s messages together while each follows the last within five minutes', () => {
    const groups = groupMessages([msg(1, 1, 0), msg(2, 1, 4), msg(3, 1, 9), msg(4, 1, 14.5)]);
    expect(groups.map((g) => g.messages.map((m) => m.id))).toEqual([[1, 2, 3], [4]]);
  });

  it('starts a new group when the other member writes, even within the window', () => {
    const groups = groupMessages([msg(1, 1, 0), msg(2, 2, 1), msg(3, 1, 2), msg(4, 1, 3)]);
    expect(groups.map((g) => [g.sender_id, g.messages.length])).toEqual([
      [1, 1],
      [2, 1],
      [1, 2],
    ]);
  });

  it('groups exactly five minutes apart, not a moment more', () => {
    expect(groupMessages([msg(1, 1, 0), msg(2, 1, 5)])).toHaveLength(1);
    expect(groupMessages([msg(1, 1, 0), msg(2, 1, 5.01)])).toHaveLength(2);
    expect(groupMessages([])).toEqual([]);
  });
});
