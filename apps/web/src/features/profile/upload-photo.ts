import {
  PHOTO_FILE_FIELD,
  REFRESHED_TOKEN_HEADER,
  type TPhotoUploadFieldName,
  type TPhotoUploadResponse,
} from '@quad/contract';
import { ApiError, NetworkError, tokenStore } from '@/api/client';
import { API } from '@quad/contract/routes';

export interface CropPercentages {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface UploadRequest {
  file: Blob;
  crop: CropPercentages;
  editMode: boolean;
  pendingDeletions: number[];
  /** Share of the file sent so far, 0 to 100. */
  onProgress(percent: number): void;
  signal?: AbortSignal;
}

/**
 * POST /api/photos/upload with XMLHttpRequest: fetch cannot report upload progress, and
 * the screen shows "Uploading photo... N%". Errors are the same ApiError and NetworkError
 * as every other call.
 */
export function uploadPhoto(request: UploadRequest): Promise<TPhotoUploadResponse> {
  const fields: Record<TPhotoUploadFieldName, string> = {
    x_perc: String(request.crop.x),
    y_perc: String(request.crop.y),
    width_perc: String(request.crop.width),
    height_perc: String(request.crop.height),
    is_edit_mode: String(request.editMode),
    pending_deletions: JSON.stringify(request.pendingDeletions),
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(PHOTO_FILE_FIELD, request.file, 'photo');

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(API.photos.upload.method, API.photos.upload.path);
    const token = tokenStore.get();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) request.onProgress(Math.round((e.loaded / e.total) * 100));
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      const refreshed = xhr.getResponseHeader(REFRESHED_TOKEN_HEADER);
      if (refreshed && tokenStore.get()) tokenStore.set(refreshed);
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(xhr.responseText) as Record<string, unknown>;
      } catch {
        // A proxy's HTML error page: the status decides.
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as unknown as TPhotoUploadResponse);
      else reject(new ApiError(xhr.status, typeof body.msg === 'string' ? body.msg : xhr.statusText, body));
    };
    request.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
