import { screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { POSE_INSTRUCTIONS, SELFIE_FAILURE_TEXT, type TSelfieResult, type TVerificationStatus } from '@quad/contract';
import { VERIFIED_LABEL } from '@/lib/verified-badge';
import { memberFixture, stubApi } from '@/test-support/api-stub';
import { renderRoutes } from '@/test-support/render';
import { startEachTestSignedIn } from '@/test-support/signed-in';
import GetVerifiedPage from './get-verified-page';

const userEvent = userEventLib.setup({ delay: null });
const routes = [
  { path: '/profile/verify', element: <GetVerifiedPage /> },
  { path: '/profile', element: <p>Profile page</p> },
];

const status = (overrides: Partial<TVerificationStatus> = {}): TVerificationStatus => ({
  is_verified: false,
  verified_at: null,
  failures_today: 0,
  attempts_left_today: 3,
  may_request_review: false,
  review_pending: false,
  has_photos_to_match: true,
  ...overrides,
});

/** GET /api/verification answers `current()`, so a test can change what the server says next. */
function serve(current: () => TVerificationStatus, result?: TSelfieResult) {
  return stubApi({
    'GET /api/users/me': () => [200, memberFixture()],
    'GET /api/verification': () => [200, current()],
    'POST /api/verification/challenge': () => [
      200,
      { challenge_id: 'c-1', poses: ['smile', 'turn_left'], expires_at: new Date(Date.now() + 600_000).toISOString() },
    ],
    'POST /api/verification/selfie': () => [200, result],
    'POST /api/verification/review': () => [200, { msg: 'Sent', status: status({ review_pending: true }) }],
  });
}

/** The multipart bodies the page posted to `path`. */
const postedForms = (path: string) =>
  vi
    .mocked(fetch)
    .mock.calls.filter(([input]) => input === path)
    .map(([, init]) => (init as RequestInit).body as FormData);

/** jsdom's File has no text(). */
const textOf = (file: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.readAsText(file);
  });

/** jsdom has no camera: navigator.mediaDevices for one test. */
const cameraOf = (getUserMedia: () => Promise<MediaStream>) =>
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });

/** A front camera that opens, and a canvas that turns each picture into a small JPEG. */
function fakeCamera() {
  const track = { stop: vi.fn() };
  const getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [track] } as unknown as MediaStream));
  cameraOf(getUserMedia);
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLVideoElement.prototype, 'videoWidth', 'get').mockReturnValue(1280);
  vi.spyOn(HTMLVideoElement.prototype, 'videoHeight', 'get').mockReturnValue(720);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
    drawImage: vi.fn(),
  } as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done) {
    done(new Blob([`${this.width}x${this.height}`], { type: 'image/jpeg' }));
  });
  return { getUserMedia, track };
}

startEachTestSignedIn();
afterEach(() => {
  Reflect.deleteProperty(navigator, 'mediaDevices');
  vi.restoreAllMocks();
});

describe('Get verified', () => {
  it('shows a verified member the badge and no check to start', async () => {
    serve(() => status({ is_verified: true, verified_at: '2026-11-01T10:00:00.000Z' }));
    renderRoutes(routes, '/profile/verify');
    expect(await screen.findByText('You are verified. Your badge shows on your card and in chat.')).toBeVisible();
    expect(screen.getByRole('img', { name: VERIFIED_LABEL })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start the selfie check' })).not.toBeInTheDocument();
  });

  it('asks for a primary and a second published photo first, with a way to Profile', async () => {
    serve(() => status({ has_photos_to_match: false }));
    renderRoutes(routes, '/profile/verify');
    expect(await screen.findByText(/Publish a primary photo and at least one other photo/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start the selfie check' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
  });

  it('walks through the two poses asked for and sends one picture per pose', async () => {
    const camera = fakeCamera();
    let current = status();
    const passed = status({ is_verified: true, verified_at: new Date().toISOString() });
    serve(() => current, { msg: 'You are verified.', passed: true, reasons: [], status: passed });
    renderRoutes(routes, '/profile/verify');
    await userEvent.click(await screen.findByRole('button', { name: 'Start the selfie check' }));
    expect(await screen.findByRole('heading', { name: `Step 1 of 2: ${POSE_INSTRUCTIONS.smile}` })).toBeVisible();
    expect(camera.getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: false }));
    const take = screen.getByRole('button', { name: 'Take picture' });
    await waitFor(() => expect(take).toBeEnabled());
    await userEvent.click(take);
    expect(await screen.findByRole('heading', { name: `Step 2 of 2: ${POSE_INSTRUCTIONS.turn_left}` })).toBeVisible();
    current = passed;
    await userEvent.click(screen.getByRole('button', { name: 'Take picture' }));

    expect(await screen.findByText('You are verified. Your badge shows on your card and in chat.')).toBeVisible();
    const [form] = postedForms('/api/verification/selfie');
    expect(form!.get('challenge_id')).toBe('c-1');
    const frames = form!.getAll('frames') as File[];
    // Two pictures, the camera's 1280x720 shrunk to 720 on the longer side.
    expect(await Promise.all(frames.map(textOf))).toEqual(['720x405', '720x405']);
    expect(camera.track.stop).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Take picture' })).not.toBeInTheDocument();
  });

  it('says why a check failed and how many are left today', async () => {
    fakeCamera();
    const after = status({ failures_today: 1, attempts_left_today: 2 });
    serve(() => status(), { msg: 'The check did not pass.', passed: false, reasons: ['face_mismatch'], status: after });
    renderRoutes(routes, '/profile/verify');
    await userEvent.click(await screen.findByRole('button', { name: 'Start the selfie check' }));
    const take = await screen.findByRole('button', { name: 'Take picture' });
    await waitFor(() => expect(take).toBeEnabled());
    await userEvent.click(take);
    await userEvent.click(await screen.findByRole('button', { name: 'Take picture' }));
    expect(await screen.findByText(new RegExp(SELFIE_FAILURE_TEXT.face_mismatch))).toHaveTextContent(
      'Checks left today: 2.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('tells a member whose camera will not open how to allow it', async () => {
    const getUserMedia = vi.fn(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    cameraOf(getUserMedia);
    serve(() => status());
    renderRoutes(routes, '/profile/verify');
    await userEvent.click(await screen.findByRole('button', { name: 'Start the selfie check' }));
    expect(await screen.findByText(/Allow camera access for this site/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Take picture' })).toBeDisabled();
  });

  it('offers a manual review after three failures, and says when one is pending', async () => {
    fakeCamera();
    let current = status({ failures_today: 3, attempts_left_today: 0, may_request_review: true });
    serve(() => current);
    renderRoutes(routes, '/profile/verify');
    await userEvent.click(await screen.findByRole('button', { name: 'Ask for a manual review' }));
    expect(screen.queryByRole('button', { name: 'Start the selfie check' })).not.toBeInTheDocument();
    const take = await screen.findByRole('button', { name: 'Take picture' });
    await waitFor(() => expect(take).toBeEnabled());
    await userEvent.click(take);
    current = status({ failures_today: 3, attempts_left_today: 0, review_pending: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Take picture' }));
    expect(await screen.findByText('An administrator will look at your pictures soon.')).toBeVisible();
    expect(postedForms('/api/verification/review')[0]!.getAll('frames')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Ask for a manual review' })).not.toBeInTheDocument();
  });

  it('tells a member out of checks without a review to try tomorrow', async () => {
    serve(() => status({ failures_today: 3, attempts_left_today: 0 }));
    renderRoutes(routes, '/profile/verify');
    expect(await screen.findByText('The check failed three times today. Try again tomorrow.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Start the selfie check' })).not.toBeInTheDocument();
  });
});
