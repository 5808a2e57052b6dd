import type { FastifyRequest } from 'fastify';
import { MSG, PHOTO_FILE_FIELD, photoTooLarge, ZPhotoUploadFields, type TPhotoUploadFields } from '@quad/contract';
import { AppError, BadRequest, PayloadTooLarge } from '@/platform/errors';

const MB = 1024 * 1024;
/** Room for the text fields and part headers around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export interface PhotoUpload {
  image: Buffer;
  fields: TPhotoUploadFields;
}

function isFileTooLarge(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

/** @fastify/multipart's own limit errors (too many parts, files or fields) carry a 4xx status. */
function isClientError(err: unknown): boolean {
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * Reads the multipart upload, fields in any order. The size limit is enforced while the
 * file streams in: a body announcing more is refused before it is read, and a file that
 * grows past the limit is cut off there, so no more than the limit is ever held in memory.
 */
export async function readPhotoUpload(request: FastifyRequest, maxMb: number): Promise<PhotoUpload> {
  if (!request.isMultipart()) throw new BadRequest(MSG.notAnImage);
  const maxBytes = maxMb * MB;
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > maxBytes + FORM_OVERHEAD_BYTES) {
    throw new PayloadTooLarge(photoTooLarge(maxMb));
  }
  const raw: Record<string, string> = {};
  let image: Buffer | undefined;
  const parts = request.parts({
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
  });
  try {
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== PHOTO_FILE_FIELD) throw new BadRequest(MSG.notAnImage);
        image = await part.toBuffer();
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    if (isFileTooLarge(err)) throw new PayloadTooLarge(photoTooLarge(maxMb));
    if (err instanceof AppError || isClientError(err)) throw err;
    // The form parser's own errors (no boundary, unexpected end of form, malformed part
    // headers) describe a broken request, not a fault of ours.
    throw new BadRequest(MSG.notAnImage);
  }
  if (!image || image.length === 0) throw new BadRequest(MSG.notAnImage);
  const parsed = ZPhotoUploadFields.safeParse(raw);
  if (!parsed.success) throw new BadRequest(parsed.error.issues[0]?.message ?? MSG.selectCropArea);
  return { image, fields: parsed.data };
}
