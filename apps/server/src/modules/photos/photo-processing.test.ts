import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MSG } from '@quad/contract';
import { exifHasGps, gif, jpeg, jpegWithGps, png, pngBomb, sidewaysJpeg, webp } from '@/test-support/images';
import { FULL_SIZE_PX, processPhoto, THUMBNAIL_PX } from './photo-processing';

const whole = { x: 0, y: 0, width: 100, height: 100 };

describe('processPhoto', () => {
  it('writes a square WebP photo of at most 1080 px and a 320 px thumbnail', async () => {
    const out = await processPhoto(await jpeg(1600, 1600), whole);
    const full = await sharp(out.full).metadata();
    const thumb = await sharp(out.thumbnail).metadata();
    expect([full.format, full.width, full.height]).toEqual(['webp', FULL_SIZE_PX, FULL_SIZE_PX]);
    expect([thumb.format, thumb.width, thumb.height]).toEqual(['webp', THUMBNAIL_PX, THUMBNAIL_PX]);
    expect([out.width, out.height]).toEqual([FULL_SIZE_PX, FULL_SIZE_PX]);
  });

  it('never enlarges a small crop', async () => {
    const out = await processPhoto(await png(200, 400), { x: 0, y: 25, width: 100, height: 50 });
    expect([out.width, out.height]).toEqual([200, 200]);
  });

  it('removes EXIF, camera details and GPS position', async () => {
    const input = await jpegWithGps();
    expect(exifHasGps((await sharp(input).metadata()).exif)).toBe(true);
    const out = await processPhoto(input, whole);
    for (const file of [out.full, out.thumbnail]) {
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(file.includes('EXIF')).toBe(false);
      expect(file.includes('QuadPhone')).toBe(false);
    }
  });

  it('applies the EXIF orientation before cropping', async () => {
    // Stored 400 wide x 200 high, displayed 200 wide x 400 high with the red band on the right.
    const out = await processPhoto(await sidewaysJpeg(400, 200), { x: 0, y: 0, width: 100, height: 50 });
    expect([out.width, out.height]).toEqual([200, 200]);
    const { data } = await sharp(out.full).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 200 + x) * 3, (y * 200 + x) * 3 + 3)];
    const [rRight, , bRight] = pixel(195, 100);
    const [rLeft, , bLeft] = pixel(5, 100);
    expect(rRight).toBeGreaterThan(200);
    expect(bRight).toBeLessThan(60);
    expect(bLeft).toBeGreaterThan(150);
    expect(rLeft).toBeLessThan(80);
  });

  it('takes the crop from the given percentages', async () => {
    // Left half blue-ish, right half: the test keeps the right square of a 2:1 image.
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
      <rect width="200" height="200" fill="#0000ff"/><rect x="200" width="200" height="200" fill="#00ff00"/></svg>`;
    const out = await processPhoto(await sharp(Buffer.from(svg)).png().toBuffer(), {
      x: 50,
      y: 0,
      width: 50,
      height: 100,
    });
    const { dominant } = await sharp(out.full).stats();
    expect(dominant.g).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it('accepts GIF and PNG', async () => {
    await expect(processPhoto(await gif(300, 300), whole)).resolves.toMatchObject({ width: 300 });
    await expect(processPhoto(await png(300, 300), whole)).resolves.toMatchObject({ width: 300 });
  });

  it('judges the type by content: text named .jpg, WebP and truncated files are refused', async () => {
    await expect(processPhoto(Buffer.from('just some text, saved as photo.jpg'), whole)).rejects.toThrow(
      MSG.notAnImage,
    );
    await expect(processPhoto(await webp(300, 300), whole)).rejects.toThrow(MSG.notAnImage);
    const real = await jpeg(800, 800);
    await expect(processPhoto(real.subarray(0, real.length / 3), whole)).rejects.toThrow(MSG.notAnImage);
  });

  it('refuses images under 150x150 pixels', async () => {
    await expect(processPhoto(await png(149, 400), whole)).rejects.toThrow(MSG.imageTooSmall);
  });

  it('refuses a decompression bomb without decoding it', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    const started = performance.now();
    await expect(processPhoto(bomb, whole)).rejects.toThrow(MSG.imageTooManyPixels);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('checks the crop: square, at least 150 px, inside the image', async () => {
    const image = await png(400, 400);
    await expect(processPhoto(image, { x: 0, y: 0, width: 100, height: 50 })).rejects.toThrow(MSG.cropNotSquare);
    await expect(processPhoto(image, { x: 0, y: 0, width: 30, height: 30 })).rejects.toThrow(MSG.cropTooSmall);
    await expect(processPhoto(image, { x: 60, y: 0, width: 50, height: 50 })).rejects.toThrow(MSG.cropOutsideImage);
    await expect(processPhoto(image, { x: 0, y: 0, width: 0, height: 0 })).rejects.toThrow(MSG.selectCropArea);
    // The browser's rounding (a fraction of a percent, a pixel off square) is tolerated.
    await expect(processPhoto(image, { x: 0.2, y: 0, width: 100.1, height: 99.8 })).resolves.toMatchObject({
      width: 399,
    });
  });
});
