import { useState } from 'react';
import { Box } from '@mui/material';
import type { TPhoto } from '@quad/contract';
import { PhotoTile, photoGridSx } from './photo-tile';
import { PhotoViewer } from './photo-viewer';

/** Published photos in view mode; a click opens the large viewer. */
export function PhotoGallery({ photos }: { photos: TPhoto[] }) {
  const [viewing, setViewing] = useState<number | null>(null);
  return (
    <>
      <Box sx={photoGridSx}>
        {photos.map((photo, i) => (
          <PhotoTile key={photo.id} photo={photo} primary={photo.is_primary} onOpen={() => setViewing(i)} />
        ))}
      </Box>
      <PhotoViewer photos={photos} index={viewing} onIndexChange={setViewing} onClose={() => setViewing(null)} />
    </>
  );
}
