import type { FastifyRequest } from 'fastify';
import { SELFIE_FRAME_FIELD, SELFIE_FRAME_MAX_MB, SELFIE_POSES_PER_CHECK } from '@quad/contract';
import { AppError, BadRequest, PayloadTooLarge } from '@/platform/errors';
import { sniffImageType } from '@/modules/photos/image-type';

const MB = 1024 * 1024;
const NOT_FRAMES = 'Send the pictures as image files.';

export interface SelfieUpload {
  frames: Buffer[];
  fields: Record<string, string>;
}

/** Reads the `frames` parts (at most one per pose) and the text fields; each frame is cut off at its size limit. */
export async function readSelfieUpload(request: FastifyRequest): Promise<SelfieUpload> {
  if (!request.isMultipart()) throw new BadRequest(NOT_FRAMES);
  const frames: Buffer[] = [];
  const fields: Record<string, string> = {};
  const parts = request.parts({
    limits: {
      fileSize: SELFIE_FRAME_MAX_MB * MB,
      files: SELFIE_POSES_PER_CHECK,
      fields: 4,
      fieldSize: 256,
      parts: SELFIE_POSES_PER_CHECK + 4,
    },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== SELFIE_FRAME_FIELD) throw new BadRequest(NOT_FRAMES);
        frames.push(await part.toBuffer());
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new PayloadTooLarge(`Each picture must be under ${SELFIE_FRAME_MAX_MB} MB.`);
    }
    const status = (err as { statusCode?: unknown } | null)?.statusCode;
    if (err instanceof AppError || (typeof status === 'number' && status >= 400 && status < 500)) throw err;
    throw new BadRequest(NOT_FRAMES);
  }
  if (frames.length === 0 || frames.some((f) => sniffImageType(f) === null)) throw new BadRequest(NOT_FRAMES);
  return { frames, fields };
}

/** Decodes the frames with `work`; a file that claims to be an image but does not decode is the sender's fault. */
export async function decodeFrames<T>(frames: Buffer[], work: (frame: Buffer) => Promise<T>): Promise<T[]> {
  try {
    return await Promise.all(frames.map(work));
  } catch {
    throw new BadRequest(NOT_FRAMES);
  }
}
