import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { TestApp } from '@/test-support/test-app';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

export type Person = 'person-a' | 'person-b' | 'person-c' | 'person-d' | 'person-e';

export const face = (person: Person): Buffer => readFileSync(path.join(FIXTURES, `${person}.jpg`));

/** Changes a second photo or a selfie of the same face could show (not a different pose). */
export interface Variation {
  /** Brightness factor (1 unchanged). */
  brightness?: number;
  /** Degrees, clockwise. */
  rotate?: number;
  /** Output side; the photo is cut to a centred square first. */
  side?: number;
  /** Fraction of the width and height trimmed from the top-left before the square cut. */
  shift?: number;
}

export async function vary(person: Person, v: Variation = {}): Promise<Buffer> {
  const source = face(person);
  const { width, height } = await sharp(source).metadata();
  const dx = Math.round(width * (v.shift ?? 0));
  const dy = Math.round(height * (v.shift ?? 0));
  const rotated = await sharp(source)
    .extract({ left: dx, top: dy, width: width - dx, height: height - dy })
    .rotate(v.rotate ?? 0, { background: '#808080' })
    .toBuffer();
  return sharp(rotated)
    .resize(v.side ?? 420, v.side ?? 420, { fit: 'cover' })
    .modulate({ brightness: v.brightness ?? 1 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** POST /api/verification/selfie as the web app sends it. */
export async function sendSelfie(
  t: TestApp,
  token: string,
  challengeId: string,
  frames: Buffer[],
  url = '/api/verification/selfie',
) {
  const form = new FormData();
  form.append('challenge_id', challengeId);
  for (const frame of frames) form.append('frames', new Blob([new Uint8Array(frame)]), 'frame.jpg');
  const encoded = new Response(form);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
}
