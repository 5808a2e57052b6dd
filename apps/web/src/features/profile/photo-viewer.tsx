import { Box, Dialog, IconButton, Typography } from '@mui/material';
import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import CloseRounded from '@mui/icons-material/CloseRounded';
import type { TPhoto } from '@quad/contract';

interface PhotoViewerProps {
  photos: TPhoto[];
  /** The photo shown; null when closed. */
  index: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

/** The large photo viewer: full-size photo, previous and next with buttons or arrow keys. */
export function PhotoViewer({ photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const current = index ?? 0;
  const photo = index === null ? undefined : photos[current];
  const step = (delta: number) => onIndexChange((current + delta + photos.length) % photos.length);

  return (
    <Dialog
      open={photo !== undefined}
      onClose={onClose}
      maxWidth={false}
      onKeyDown={(e) => {
        if (e.key === 'ArrowLeft') step(-1);
        if (e.key === 'ArrowRight') step(1);
      }}
      slotProps={{ paper: { 'aria-label': 'Photo viewer', sx: { bgcolor: '#000', m: { xs: 1, sm: 4 } } } }}
    >
      {photo && (
        <Box sx={{ position: 'relative' }}>
          <Box
            component="img"
            src={photo.url}
            alt={`Photo ${current + 1} of ${photos.length}`}
            sx={{ display: 'block', width: 'min(90vw, 80vh, 1080px)', aspectRatio: '1 / 1', objectFit: 'contain' }}
          />
          <IconButton
            onClick={onClose}
            aria-label="Close photo"
            sx={{ position: 'absolute', top: 8, right: 8, bgcolor: 'rgba(0,0,0,0.5)' }}
          >
            <CloseRounded />
          </IconButton>
          {photos.length > 1 && (
            <>
              <IconButton
                onClick={() => step(-1)}
                aria-label="Previous photo"
                sx={{
                  position: 'absolute',
                  left: 8,
                  top: '50%',
                  transform: 'translateY(-50%)',
                  bgcolor: 'rgba(0,0,0,0.5)',
                }}
              >
                <ChevronLeftRounded />
              </IconButton>
              <IconButton
                onClick={() => step(1)}
                aria-label="Next photo"
                sx={{
                  position: 'absolute',
                  right: 8,
                  top: '50%',
                  transform: 'translateY(-50%)',
                  bgcolor: 'rgba(0,0,0,0.5)',
                }}
              >
                <ChevronRightRounded />
              </IconButton>
              <Typography
                variant="caption"
                sx={{ position: 'absolute', bottom: 8, left: 0, right: 0, textAlign: 'center', color: '#fff' }}
              >
                {current + 1} / {photos.length}
              </Typography>
            </>
          )}
        </Box>
      )}
    </Dialog>
  );
}
