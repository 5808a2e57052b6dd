import { defineEndpoint, defineOkEndpoint } from './endpoint';
import { API } from './routes';
import { ZIdParam } from './common';
import { ZDeletePhotoResponse, ZPhotoFileParams, ZPhotoFileQuery, ZPhotoUploadResponse } from './photos';

export const photosEndpoints = {
  upload: defineOkEndpoint(API.photos.upload, ZPhotoUploadResponse, {
    errors: ['image_rejected', 'photo_storage_unavailable'],
  }),
  remove: defineOkEndpoint(API.photos.remove, ZDeletePhotoResponse, { params: ZIdParam }),
  file: defineEndpoint(API.photos.file, {
    params: ZPhotoFileParams,
    query: ZPhotoFileQuery,
    errors: ['photo_storage_unavailable'],
  }),
};
