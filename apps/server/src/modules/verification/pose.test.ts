import { describe, expect, it } from 'vitest';
import { pitch, showsPose, yaw } from './pose';

type Point = [number, number];

/**
 * A synthetic set of 68 landmarks: a face 200 px wide whose nose tip sits `noseX` half-widths
 * right of the jaw's middle and `noseY` of the way from the eye line to the chin, the whole
 * face rotated by `roll` degrees. Only the points the pose maths reads are placed; the
 * others stay at the centre. Real turned and raised heads were not available as test images,
 * so these check the geometry, not the model.
 */
function face(noseX: number, noseY: number, roll = 0): Point[] {
  const points: Point[] = Array.from({ length: 68 }, () => [0, 0]);
  const place = (i: number, x: number, y: number) => (points[i] = [x, y]);
  place(0, -100, 0); // jaw, left of the image
  place(16, 100, 0); // jaw, right
  place(36, -60, -20); // outer eye corners
  place(45, 60, -20);
  place(8, 0, 130); // chin
  place(30, noseX * 100, -20 + noseY * 150); // nose tip
  const r = (roll * Math.PI) / 180;
  return points.map(([x, y]) => [300 + x * Math.cos(r) - y * Math.sin(r), 300 + x * Math.sin(r) + y * Math.cos(r)]);
}

describe('head pose from landmarks', () => {
  it('reads a frontal face as neither turned nor raised', () => {
    const f = face(0, 0.45);
    expect(yaw(f)).toBeCloseTo(0);
    expect(pitch(f)).toBeCloseTo(0.45);
    for (const pose of ['turn_left', 'turn_right', 'look_up'] as const)
      expect(showsPose(pose, { landmarks: f, happy: 0 })).toBe(false);
  });

  it('tells a turn to the member’s left (nose towards the image’s right) from one to the right', () => {
    expect(showsPose('turn_left', { landmarks: face(0.45, 0.45), happy: 0 })).toBe(true);
    expect(showsPose('turn_right', { landmarks: face(0.45, 0.45), happy: 0 })).toBe(false);
    expect(showsPose('turn_right', { landmarks: face(-0.45, 0.45), happy: 0 })).toBe(true);
    expect(showsPose('turn_left', { landmarks: face(0.2, 0.45), happy: 0 })).toBe(false);
  });

  it('does not take a tilted head for a turned one', () => {
    const tilted = face(0, 0.45, 25);
    expect(yaw(tilted)).toBeCloseTo(0);
    expect(pitch(tilted)).toBeCloseTo(0.45);
    expect(yaw(face(0.45, 0.45, -25))).toBeCloseTo(0.45);
  });

  it('reads a nose close to the eye line as looking up', () => {
    expect(showsPose('look_up', { landmarks: face(0, 0.2), happy: 0 })).toBe(true);
    expect(showsPose('look_up', { landmarks: face(0, 0.2, 20), happy: 0 })).toBe(true);
    expect(showsPose('look_up', { landmarks: face(0, 0.35), happy: 0 })).toBe(false);
  });

  it('takes the expression model’s "happy" for a smile', () => {
    expect(showsPose('smile', { landmarks: face(0, 0.45), happy: 0.95 })).toBe(true);
    // Not measured (the expression model runs for a smile frame only) is never a smile.
    expect(showsPose('smile', { landmarks: face(0, 0.45), happy: null })).toBe(false);
    expect(showsPose('smile', { landmarks: face(0, 0.45), happy: 0.3 })).toBe(false);
  });
});
