import { describe, expect, it } from 'vitest';
import { ZIdParam, ZUserIdParam } from './common';

describe('path ids', () => {
  it('read decimal digits as the id', () => {
    expect(ZIdParam.parse({ id: '16' })).toEqual({ id: 16 });
    expect(ZUserIdParam.parse({ userId: '2147483647' })).toEqual({ userId: 2_147_483_647 });
  });

  it('refuse what Number() would read as some other id', () => {
    for (const id of [
      '0x10',
      '1e3',
      ' 7',
      '7 ',
      '1.0',
      '+5',
      '0',
      '-1',
      '007',
      '2147483648',
      '99999999999',
      '',
      'abc',
    ]) {
      expect(ZIdParam.safeParse({ id }).success, id).toBe(false);
    }
  });
});
