import type { TOwnPhoto } from '@quad/contract';
import type { TestApp } from './test-app';

/** The square crop of the whole of a square image. */
export const WHOLE = { x_perc: '0', y_perc: '0', width_perc: '100', height_perc: '100' } as const;

export interface UploadOptions {
  fields?: Record<string, string>;
  filename?: string;
  /** 'stream' sends the body chunked, without a length, as a browser may; 'buffer' with one. */
  body?: 'stream' | 'buffer';
  /** The file part before the text fields (the order the specification lists them in). */
  fileFirst?: boolean;
}

/** POST /api/photos/upload as the web app sends it (multipart: crop fields, then the file). */
export async function uploadPhotoAs(t: TestApp, token: string, file: Buffer, options: UploadOptions = {}) {
  const form = new FormData();
  const appendFile = () => form.append('file', new Blob([new Uint8Array(file)]), options.filename ?? 'photo.jpg');
  if (options.fileFirst) appendFile();
  for (const [name, value] of Object.entries(options.fields ?? WHOLE)) form.append(name, value);
  if (!options.fileFirst) appendFile();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (options.body === 'stream') {
    return t.app.inject({ method: 'POST', url: '/api/photos/upload', headers, payload: form });
  }
  const encoded = new Response(form);
  headers['content-type'] = encoded.headers.get('content-type')!;
  const payload = Buffer.from(await encoded.arrayBuffer());
  return t.app.inject({ method: 'POST', url: '/api/photos/upload', headers, payload });
}

/** Uploads and returns the stored photo, failing the test on any error. */
export async function addPhoto(t: TestApp, token: string, file: Buffer, fields?: Record<string, string>) {
  const res = await uploadPhotoAs(t, token, file, { fields: fields ?? WHOLE });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json<{ photo: TOwnPhoto }>().photo;
}
