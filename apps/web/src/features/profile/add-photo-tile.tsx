import { useRef, useState } from 'react';
import { ButtonBase, Stack, Typography } from '@mui/material';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import { MSG, photoTooLarge, type TOwnPhoto } from '@quad/contract';
import { ApiError, NetworkError } from '@/api/client';
import { useToast } from '@/shared/toast';
import { PhotoCropDialog, type CropSource, type UploadProgress } from './photo-crop-dialog';
import { PHOTO_INPUT_ACCEPT, photoFileProblem, photoSizeProblem } from './photo-rules';
import { PROFILE_TEXT, PROFILE_TOAST_MS } from './profile-texts';
import { uploadPhoto, type CropPercentages } from './upload-photo';

/** Member-app.md section 8: 413 names the limit; other failures the server's msg. */
export function uploadErrorMessage(err: unknown, maxMb: number): string {
  if (err instanceof NetworkError) return err.message;
  if (err instanceof ApiError) {
    if (err.status === 413) return photoTooLarge(maxMb);
    return typeof err.body.msg === 'string' && err.body.msg ? err.body.msg : PROFILE_TEXT.uploadFailed;
  }
  return PROFILE_TEXT.uploadFailed;
}

async function imageSize(url: string): Promise<{ width: number; height: number }> {
  const img = new Image();
  img.src = url;
  await img.decode();
  return { width: img.naturalWidth, height: img.naturalHeight };
}

interface AddPhotoTileProps {
  maxMb: number;
  editMode: boolean;
  pendingDeletions: number[];
  onUploaded(photo: TOwnPhoto): void;
}

/** Choose a file, crop it square, upload it with progress (member-app.md section 4, Photo upload). */
export function AddPhotoTile({ maxMb, editMode, pendingDeletions, onUploaded }: AddPhotoTileProps) {
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<CropSource | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const fail = (message: string) => toast(message, { severity: 'error', duration: PROFILE_TOAST_MS });

  const close = () => {
    if (source) URL.revokeObjectURL(source.url);
    setSource(null);
    setFile(null);
    setProgress(null);
  };

  const choose = async (chosen: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!chosen) return;
    const problem = photoFileProblem(chosen, maxMb);
    if (problem) return fail(problem);
    const url = URL.createObjectURL(chosen);
    const size = await imageSize(url).catch(() => null);
    const sizeProblem = size ? photoSizeProblem(size.width, size.height) : MSG.notAnImage;
    if (!size || sizeProblem) {
      URL.revokeObjectURL(url);
      return fail(sizeProblem ?? MSG.notAnImage);
    }
    setFile(chosen);
    setSource({ url, ...size });
  };

  const upload = async (crop: CropPercentages) => {
    if (!file) return;
    setProgress({ phase: 'uploading', percent: 0 });
    try {
      const { photo } = await uploadPhoto({
        file,
        crop,
        editMode,
        pendingDeletions,
        onProgress: (percent) =>
          setProgress(percent >= 100 ? { phase: 'processing' } : { phase: 'uploading', percent }),
      });
      close();
      toast(PROFILE_TEXT.photoUploaded, { severity: 'success', duration: PROFILE_TOAST_MS });
      onUploaded(photo);
    } catch (err) {
      setProgress(null);
      fail(uploadErrorMessage(err, maxMb));
    }
  };

  return (
    <>
      <ButtonBase
        onClick={() => input.current?.click()}
        aria-label="Add photo"
        sx={{
          aspectRatio: '1 / 1',
          borderRadius: 2,
          border: '2px dashed',
          borderColor: 'divider',
          color: 'text.secondary',
          '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
        }}
      >
        <Stack sx={{ alignItems: 'center', gap: 0.5 }}>
          <AddPhotoAlternateOutlined />
          <Typography variant="caption">Add photo</Typography>
        </Stack>
      </ButtonBase>
      <input
        ref={input}
        type="file"
        accept={PHOTO_INPUT_ACCEPT}
        hidden
        data-testid="photo-file-input"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      {source && <PhotoCropDialog source={source} progress={progress} onCancel={close} onConfirm={upload} />}
    </>
  );
}
