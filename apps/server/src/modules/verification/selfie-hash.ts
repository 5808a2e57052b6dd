import sharp from 'sharp';

const WIDTH = 9;
const HEIGHT = 8;

/**
 * A 64-bit difference hash (dHash): each bit says whether a pixel of a 9x8 grey thumbnail is
 * brighter than its right neighbour. Re-encoding, resizing and small colour changes keep it;
 * another photograph does not. Returned as a signed 64-bit integer, as PostgreSQL's bigint holds it.
 */
export async function selfieHash(image: Buffer): Promise<bigint> {
  const pixels = await sharp(image, { failOn: 'error' })
    .rotate()
    .greyscale()
    .resize(WIDTH, HEIGHT, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH - 1; x++) {
      hash = (hash << 1n) | (pixels[y * WIDTH + x]! > pixels[y * WIDTH + x + 1]! ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/** How many of the 64 bits differ. */
export function hashDistance(a: bigint, b: bigint): number {
  let x = BigInt.asUintN(64, a ^ b);
  let n = 0;
  while (x > 0n) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}
