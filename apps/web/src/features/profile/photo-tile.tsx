import type { ReactNode } from 'react';
import { Box, ButtonBase } from '@mui/material';
import StarRounded from '@mui/icons-material/StarRounded';
import type { TPhoto } from '@quad/contract';

interface PhotoTileProps {
  photo: TPhoto;
  primary: boolean;
  /** Opens the large viewer. */
  onOpen(): void;
  dimmed?: boolean;
  badge?: ReactNode;
  /** Controls shown along the bottom edge (edit mode). */
  children?: ReactNode;
}

/** A square thumbnail; the primary photo carries a star. */
export function PhotoTile({ photo, primary, onOpen, dimmed, badge, children }: PhotoTileProps) {
  return (
    <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'action.hover' }}>
      <ButtonBase onClick={onOpen} aria-label="View photo" sx={{ display: 'block', width: '100%' }}>
        <Box
          component="img"
          src={photo.thumbnail}
          alt=""
          loading="lazy"
          sx={{
            display: 'block',
            width: '100%',
            aspectRatio: '1 / 1',
            objectFit: 'cover',
            filter: dimmed ? 'grayscale(1) brightness(0.45)' : undefined,
          }}
        />
      </ButtonBase>
      <Box sx={{ position: 'absolute', top: 6, left: 6, display: 'flex', gap: 0.5, pointerEvents: 'none' }}>
        {primary && (
          <Box
            title="Primary photo"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 0.25,
              height: 22,
              px: 0.5,
              borderRadius: 999,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              fontSize: 12,
              fontWeight: 700,
            }}
          >
            <StarRounded sx={{ fontSize: 16 }} />
            {/* Small tiles on phones show the star alone. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, pr: 0.25 }}>
              Primary
            </Box>
          </Box>
        )}
        {badge}
      </Box>
      {children}
    </Box>
  );
}

/** The grid every photo list uses: three columns on phones, five on wider screens. */
export const photoGridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(3, 1fr)', sm: 'repeat(5, 1fr)' },
  gap: { xs: 1, sm: 1.5 },
} as const;
