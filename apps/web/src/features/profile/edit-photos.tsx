import { useState } from 'react';
import { Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import StarOutlineRounded from '@mui/icons-material/StarOutlineRounded';
import type { TOwnPhoto } from '@quad/contract';
import { AddPhotoTile } from './add-photo-tile';
import { remainingPhotos } from './photo-rules';
import { PhotoTile, photoGridSx } from './photo-tile';
import { PhotoViewer } from './photo-viewer';
import { PROFILE_TEXT } from './profile-texts';

interface EditPhotosProps {
  photos: TOwnPhoto[];
  toDelete: number[];
  primaryId: number | null;
  maxPhotos: number;
  maxMb: number;
  onDelete(photo: TOwnPhoto): void;
  onKeep(photo: TOwnPhoto): void;
  onSetPrimary(photo: TOwnPhoto): void;
  onUploaded(photo: TOwnPhoto): void;
}

const controlSx = { bgcolor: 'rgba(0,0,0,0.55)', '&:hover': { bgcolor: 'rgba(0,0,0,0.75)' } } as const;

/**
 * Photos in edit mode. A published photo marked for deletion stays, dimmed, with
 * "Currently in use - will be deleted" until the edit is published; it can be kept again
 * while there is room for it.
 */
export function EditPhotos(props: EditPhotosProps) {
  const { photos, toDelete, primaryId, maxPhotos } = props;
  const [viewing, setViewing] = useState<number | null>(null);
  const remaining = remainingPhotos(photos, toDelete).length;

  return (
    <>
      <Box sx={photoGridSx}>
        {photos.map((photo, i) => {
          const marked = toDelete.includes(photo.id);
          return (
            <PhotoTile
              key={photo.id}
              photo={photo}
              primary={photo.id === primaryId}
              dimmed={marked}
              onOpen={() => setViewing(i)}
              badge={photo.is_pending && <Chip size="small" label="New" sx={{ height: 22, fontSize: 12 }} />}
            >
              {marked ? (
                <Box
                  sx={{
                    position: 'absolute',
                    inset: 'auto 0 0 0',
                    p: 0.75,
                    textAlign: 'center',
                    bgcolor: 'rgba(0,0,0,0.6)',
                  }}
                >
                  <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.2, color: 'warning.light' }}>
                    {PROFILE_TEXT.markedForDeletion}
                  </Typography>
                  <Button
                    size="small"
                    onClick={() => props.onKeep(photo)}
                    disabled={remaining >= maxPhotos}
                    sx={{ minHeight: 0, py: 0, mt: 0.25 }}
                  >
                    Keep
                  </Button>
                </Box>
              ) : (
                <Box sx={{ position: 'absolute', bottom: 4, right: 4, display: 'flex', gap: 0.5 }}>
                  {photo.id !== primaryId && (
                    <Tooltip title="Make primary">
                      <IconButton size="small" sx={controlSx} onClick={() => props.onSetPrimary(photo)}>
                        <StarOutlineRounded fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                  <Tooltip title="Delete photo">
                    <IconButton size="small" sx={controlSx} onClick={() => props.onDelete(photo)}>
                      <DeleteOutlineRounded fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              )}
            </PhotoTile>
          );
        })}
        {remaining < maxPhotos && (
          <AddPhotoTile maxMb={props.maxMb} editMode pendingDeletions={toDelete} onUploaded={props.onUploaded} />
        )}
      </Box>
      <PhotoViewer photos={photos} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
    </>
  );
}
