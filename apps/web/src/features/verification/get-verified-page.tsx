import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import {
  POSE_INSTRUCTIONS,
  SELFIE_FAILURE_TEXT,
  type TSelfieResult,
  type TVerificationPose,
  type TVerificationStatus,
} from '@quad/contract';
import { errorMessage } from '@/api/client';
import { PageFrame } from '@/shared/page-frame';
import { meQueryKey } from '@/shared/session';
import { VerifiedBadge } from '@/lib/verified-badge';
import { useCamera } from './use-camera';
import { verificationApi, verificationKey } from './verification-api';

/** A manual review asks for two plain pictures, not a drawn challenge. */
const REVIEW_POSES: TVerificationPose[] = ['smile', 'turn_left'];

type Run =
  { kind: 'check'; challengeId: string; poses: TVerificationPose[] } | { kind: 'review'; poses: TVerificationPose[] };

function StatusText({ status }: { status: TVerificationStatus }) {
  if (status.is_verified) {
    return (
      <Alert severity="success" icon={<VerifiedBadge size={22} />}>
        You are verified. Your badge shows on your card and in chat.
      </Alert>
    );
  }
  if (status.review_pending) return <Alert severity="info">An administrator will look at your pictures soon.</Alert>;
  if (!status.has_photos_to_match) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/profile" color="inherit" size="small">
            Profile
          </Button>
        }
      >
        Publish a primary photo and at least one other photo of yourself first: the selfie is compared with them.
      </Alert>
    );
  }
  return null;
}

/** Profile → Get verified: two poses in front of the camera, checked against the member's photos. */
export default function GetVerifiedPage() {
  const queryClient = useQueryClient();
  const { videoRef, state: cameraState, start: startCamera, stop: stopCamera, capture } = useCamera();
  const status = useQuery({ queryKey: verificationKey, queryFn: ({ signal }) => verificationApi.status(signal) });
  const [run, setRun] = useState<Run | null>(null);
  const [frames, setFrames] = useState<Blob[]>([]);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TSelfieResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const s = status.data;

  const begin = async (kind: Run['kind']) => {
    setError(null);
    setResult(null);
    setFrames([]);
    try {
      if (kind === 'check') {
        const challenge = await verificationApi.challenge();
        setRun({ kind, challengeId: challenge.challenge_id, poses: challenge.poses });
      } else setRun({ kind, poses: REVIEW_POSES });
      await startCamera();
    } catch (err) {
      setError(errorMessage(err, 'The check could not start. Try again.'));
    }
  };

  const finish = async (current: Run, taken: Blob[]) => {
    setBusy(true);
    try {
      if (current.kind === 'check') setResult(await verificationApi.selfie(current.challengeId, taken));
      else await verificationApi.review(taken);
    } catch (err) {
      setError(errorMessage(err, 'The pictures could not be sent. Try again.'));
    } finally {
      stopCamera();
      setRun(null);
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: verificationKey });
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    }
  };

  const take = async () => {
    if (!run) return;
    const frame = await capture();
    if (!frame) return;
    const taken = [...frames, frame];
    setFrames(taken);
    if (taken.length === run.poses.length) await finish(run, taken);
  };

  const pose = run?.poses[frames.length];
  return (
    <PageFrame title="Get verified">
      <Stack sx={{ gap: 2, maxWidth: 640 }}>
        <Typography color="text.secondary">
          Take a short selfie in two poses. We compare it with your profile photos on our own server, keep only the
          result and a fingerprint of the pictures, and delete the pictures at once.
        </Typography>
        {s && <StatusText status={s} />}
        {error && <Alert severity="error">{error}</Alert>}
        {/* A pass shows as the verified state above. */}
        {result && !result.passed && (
          <Alert severity="warning">
            {result.reasons.map((r) => SELFIE_FAILURE_TEXT[r]).join(' ')} Checks left today:{' '}
            {result.status.attempts_left_today}.
          </Alert>
        )}
        {run && (
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" aria-live="polite" sx={{ mb: 1.5 }}>
                {pose ? `Step ${frames.length + 1} of ${run.poses.length}: ${POSE_INSTRUCTIONS[pose]}` : 'Checking…'}
              </Typography>
              <Box
                component="video"
                ref={videoRef}
                muted
                playsInline
                aria-label="Camera preview"
                // Mirrored like a mirror; the pictures sent are not.
                sx={{ width: '100%', maxHeight: '60vh', borderRadius: 2, bgcolor: 'black', transform: 'scaleX(-1)' }}
              />
              {cameraState === 'denied' && (
                <Alert severity="error" sx={{ mt: 1.5 }}>
                  The camera could not open. Allow camera access for this site and try again.
                </Alert>
              )}
              <Stack direction="row" sx={{ gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
                <Button variant="contained" onClick={() => void take()} disabled={busy || cameraState !== 'on'}>
                  Take picture
                </Button>
                <Button onClick={() => (stopCamera(), setRun(null))} disabled={busy}>
                  Cancel
                </Button>
              </Stack>
            </CardContent>
          </Card>
        )}
        {s && !run && !s.is_verified && !s.review_pending && s.has_photos_to_match && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {s.attempts_left_today > 0 && (
              <Button variant="contained" onClick={() => void begin('check')}>
                {result ? 'Try again' : 'Start the selfie check'}
              </Button>
            )}
            {s.may_request_review && (
              <Button variant="outlined" onClick={() => void begin('review')}>
                Ask for a manual review
              </Button>
            )}
          </Stack>
        )}
        {s && !s.is_verified && s.attempts_left_today === 0 && !s.may_request_review && !s.review_pending && (
          <Typography color="text.secondary">The check failed three times today. Try again tomorrow.</Typography>
        )}
      </Stack>
    </PageFrame>
  );
}
