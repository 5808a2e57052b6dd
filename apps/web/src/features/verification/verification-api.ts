import {
  SELFIE_FRAME_FIELD,
  type TSelfieChallenge,
  type TSelfieResult,
  type TVerificationStatus,
} from '@quad/contract';
import { api, ApiError, authorisedFetch, NetworkError } from '@/api/client';

export const verificationKey = ['verification'] as const;

/** Multipart: one `frames` part per picture, in the order the poses were asked. */
async function postFrames<T>(path: string, frames: Blob[], fields: Record<string, string> = {}): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  frames.forEach((frame, i) => form.append(SELFIE_FRAME_FIELD, frame, `frame-${i + 1}.jpg`));
  let res: Response;
  try {
    res = await authorisedFetch(path, { method: 'POST', body: form });
  } catch {
    throw new NetworkError();
  }
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok) throw new ApiError(res.status, typeof body.msg === 'string' ? body.msg : res.statusText, body);
  return body as T;
}

export const verificationApi = {
  status: (signal?: AbortSignal) => api<TVerificationStatus>('/api/verification', { signal }),
  challenge: () => api<TSelfieChallenge>('/api/verification/challenge', { method: 'POST', body: {} }),
  selfie: (challengeId: string, frames: Blob[]) =>
    postFrames<TSelfieResult>('/api/verification/selfie', frames, { challenge_id: challengeId }),
  review: (frames: Blob[]) =>
    postFrames<{ msg: string; status: TVerificationStatus }>('/api/verification/review', frames),
};
