import { SELFIE_FRAME_FIELD } from '@quad/contract';
import { call, sendForm } from '@/api/client';
import { API } from '@quad/contract/routes';

export const verificationKey = ['verification'] as const;

/** Multipart: one `frames` part per picture, in the order the poses were asked. */
function framesForm(frames: Blob[], fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  frames.forEach((frame, i) => form.append(SELFIE_FRAME_FIELD, frame, `frame-${i + 1}.jpg`));
  return form;
}

export const verificationApi = {
  status: (signal?: AbortSignal) => call(API.verification.status, { signal }),
  challenge: () => call(API.verification.challenge),
  selfie: (challengeId: string, frames: Blob[]) =>
    sendForm(API.verification.selfie, framesForm(frames, { challenge_id: challengeId })),
  review: (frames: Blob[]) => sendForm(API.verification.requestReview, framesForm(frames)),
};
