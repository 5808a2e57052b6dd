import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Slider,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ZoomInRounded from '@mui/icons-material/ZoomInRounded';
import ZoomOutRounded from '@mui/icons-material/ZoomOutRounded';
import { MSG, PHOTO_MIN_PIXELS } from '@quad/contract';
import { PROFILE_TEXT } from './profile-texts';
import type { CropPercentages } from './upload-photo';

export interface CropSource {
  /** An object URL of the chosen file. */
  url: string;
  width: number;
  height: number;
}

export type UploadProgress = { phase: 'uploading'; percent: number } | { phase: 'processing' };

interface PhotoCropDialogProps {
  source: CropSource;
  progress: UploadProgress | null;
  onCancel(): void;
  onConfirm(crop: CropPercentages): void;
}

/** The crop problem of an area react-easy-crop reports, or null when it can be uploaded. */
export function cropProblem(pixels: Area | null): string | null {
  if (!pixels || pixels.width <= 0 || pixels.height <= 0) return MSG.selectCropArea;
  if (Math.min(pixels.width, pixels.height) < PHOTO_MIN_PIXELS) return MSG.cropTooSmall;
  return null;
}

/**
 * Square crop of the chosen photo. Zoom stops where the square would fall under 150x150
 * pixels of the original, so a valid crop is always the easy one.
 */
export function PhotoCropDialog({ source, progress, onCancel, onConfirm }: PhotoCropDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<{ percent: Area; pixels: Area } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const maxZoom = Math.max(1, Math.min(source.width, source.height) / PHOTO_MIN_PIXELS);
  const busy = progress !== null;

  const confirm = () => {
    const problem = cropProblem(area?.pixels ?? null);
    if (problem || !area) return setError(problem ?? MSG.selectCropArea);
    setError(null);
    const { x, y, width, height } = area.percent;
    onConfirm({ x, y, width, height });
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} fullScreen={fullScreen} fullWidth maxWidth="sm">
      <DialogTitle>Crop your photo</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            height: { xs: 'min(60vh, 420px)', sm: 380 },
            bgcolor: '#000',
            borderRadius: 2,
          }}
          data-testid="crop-area"
        >
          <Cropper
            image={source.url}
            crop={crop}
            zoom={zoom}
            maxZoom={maxZoom}
            aspect={1}
            showGrid
            onCropChange={busy ? () => undefined : setCrop}
            onZoomChange={busy ? undefined : setZoom}
            onCropComplete={(percent, pixels) => {
              setArea({ percent, pixels });
              setError(null);
            }}
          />
        </Box>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 2, px: 1 }}>
          <ZoomOutRounded fontSize="small" />
          <Slider
            value={zoom}
            min={1}
            max={maxZoom}
            step={0.01}
            disabled={busy || maxZoom === 1}
            onChange={(_e, value) => setZoom(value)}
            aria-label="Zoom"
          />
          <ZoomInRounded fontSize="small" />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Drag to position your photo. The square is what members will see.
        </Typography>
        {error && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {progress && (
          <Box sx={{ mt: 2 }} role="status">
            <Typography variant="body2" sx={{ mb: 1 }}>
              {progress.phase === 'uploading' ? PROFILE_TEXT.uploading(progress.percent) : PROFILE_TEXT.processing}
            </Typography>
            <LinearProgress
              variant={progress.phase === 'uploading' ? 'determinate' : 'indeterminate'}
              value={progress.phase === 'uploading' ? progress.percent : undefined}
            />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button onClick={confirm} disabled={busy} variant="contained">
          Upload Photo
        </Button>
      </DialogActions>
    </Dialog>
  );
}
