import type { PhotoRow } from './photos.presenter';

/** A photo uploaded during an unpublished edit is its owner's alone; published photos are for members. */
export function maySeePhoto(photo: Pick<PhotoRow, 'userId' | 'isPending'>, viewerId: number): boolean {
  return !photo.isPending || photo.userId === viewerId;
}
