import { describe, expect, it } from 'vitest';
import { SETTING_DEFINITIONS } from './settings';

describe('numeric platform settings', () => {
  const days = SETTING_DEFINITIONS.active_chat_days.schema;

  it('take a number or the string of one', () => {
    expect(days.parse(14)).toBe(14);
    expect(days.parse(' 14 ')).toBe(14);
    expect(SETTING_DEFINITIONS.payment_amount.schema.parse('20.50')).toBe(20.5);
  });

  it('refuse what z.coerce would have read as 1 or 0', () => {
    for (const value of [true, false, null, [], [7], '', ' ', '0x10', '1e1', {}]) {
      expect(days.safeParse(value).success, JSON.stringify(value)).toBe(false);
    }
  });
});
