import { describe, expect, it } from 'vitest';
import { detectContent } from '@/modules/moderation/content-detection';
import { foreignDigits } from './foreign-digits';
import { normalise } from './text-normaliser';

const phone = (text: string) => detectContent(text, { explicit: false }).patterns.get('phone') ?? [];

describe('phone numbers spelled in other languages', () => {
  it.each([
    'mi número: cuatro cero tres, cinco cinco cinco, cero uno nueve nueve',
    'appelle-moi au quatre zéro trois cinq cinq cinq zéro un neuf neuf',
    'quattro zero tre cinque cinque cinque zero uno nove nove',
    'quatro zero três cinco cinco cinco zero um nove nove',
    'ruf mich an: vier null drei fünf fünf fünf null eins neun neun',
    'apat isa tatlo lima lima lima isa isa siyam siyam',
    'chaar shunya teen paanch paanch paanch shunya ek nau nau',
    '我的电话是四零三五五五零一九九',
    'cuatro cero tres 555 cero uno nueve nueve',
  ])('finds %j', (text) => {
    expect(phone(text)).toContain('phone_spelled_out');
  });

  it('turns only runs of seven or more number words into digits', () => {
    expect(normalise('cuatro cero tres cinco cinco cinco cero uno nueve nueve').digits).toBe('4 0 3 5 5 5 0 1 9 9');
    expect(foreignDigits('tengo dos perros y tres gatos, y cinco peces')).toBe(
      'tengo dos perros y tres gatos, y cinco peces',
    );
    expect(foreignDigits('cinco de mayo party at 7?')).toBe('cinco de mayo party at 7?');
    expect(foreignDigits('我们三点见，在五楼')).toBe('我们三点见，在五楼');
  });

  it.each([
    'un deux trois quatre cinq six sept huit neuf dix',
    'uno dos tres cuatro cinco seis siete ocho nueve diez once doce',
    'ek do teen char paanch chhe saat aath nau das',
    'on se voit à sept heures, salle trois cent deux',
    'tengo dos perros y tres gatos, y cinco peces',
    '一二三四五六七八九十',
  ])('lets counting and ordinary sentences through: %j', (text) => {
    expect(phone(text)).toEqual([]);
  });
});
