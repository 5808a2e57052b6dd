import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PhotoUrlSigner } from './photo-url';

const secret = new TextEncoder().encode('photo-url-test-secret-photo-url-test');
const now = new Date(Date.UTC(2026, 10, 21, 9, 30));

function parse(url: string) {
  const u = new URL(url, 'http://quad.test');
  return {
    name: u.pathname.split('/').pop()!,
    v: Number(u.searchParams.get('v')),
    e: Number(u.searchParams.get('e')),
    s: u.searchParams.get('s')!,
  };
}

describe('PhotoUrlSigner', () => {
  it('signs the same URL all day, the same as a fresh signer would, and verifies it', () => {
    const signer = new PhotoUrlSigner(secret);
    const first = signer.url('abc.webp', 7, now);
    expect(signer.url('abc.webp', 7, new Date(now.getTime() + 60 * 60_000))).toBe(first);
    expect(new PhotoUrlSigner(secret).url('abc.webp', 7, now)).toBe(first);
    const { name, v, e, s } = parse(first);
    const key = createHmac('sha256', secret).update('quad photo urls v1').digest();
    expect(s).toBe(createHmac('sha256', key).update(`${name}\n${v}\n${e}`).digest('base64url').slice(0, 22));
    expect(signer.verify(name, v, e, s, now)).toBe(Math.floor((e - now.getTime()) / 1000));
    expect(signer.verify(name, 8, e, s, now)).toBeNull();
    expect(signer.verify('abd.webp', v, e, s, now)).toBeNull();
    expect(signer.verify(name, v, e, s, new Date(e))).toBeNull();
  });

  it('signs each photo and viewer apart, however many were signed before', () => {
    const signer = new PhotoUrlSigner(secret);
    const urls = new Set<string>();
    for (let i = 0; i < 25_000; i++) urls.add(signer.url(`p${i}.webp`, i % 3, now));
    expect(urls.size).toBe(25_000);
    const { name, v, e, s } = parse(signer.url('p0.webp', 0, now));
    expect(signer.verify(name, v, e, s, now)).not.toBeNull();
  });
});
