import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Real image files for upload tests, generated on the spot. */

/** A photo-like JPEG: a gradient with a few shapes, so encoders have something to do. */
export function jpeg(width = 600, height = 600, options: { quality?: number } = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3b6fb6"/><stop offset="1" stop-color="#e8b36a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.3}" cy="${height * 0.35}" r="${Math.min(width, height) * 0.15}" fill="#f4efe1"/>
    <rect x="${width * 0.55}" y="${height * 0.55}" width="${width * 0.3}" height="${height * 0.3}" fill="#203a28"/>
  </svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: options.quality ?? 85 })
    .toBuffer();
}

/** Random noise: incompressible, so the file is about width * height * 3 bytes as PNG. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 4) pixels.writeUInt32LE((Math.random() * 0xffffffff) >>> 0, i);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#4a7' } })
    .png()
    .toBuffer();
}

export function gif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#a47' } })
    .gif()
    .toBuffer();
}

export function webp(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#47a' } })
    .webp()
    .toBuffer();
}

/** Latitude and longitude of a made-up home address, written as EXIF GPS tags. */
export const GPS_TAGS = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '51/1 4/1 4428/100',
  GPSLongitudeRef: 'W',
  GPSLongitude: '114/1 7/1 5112/100',
};

/** A JPEG from a phone: camera make and model, and where it was taken. */
export async function jpegWithGps(width = 400, height = 400): Promise<Buffer> {
  return sharp(await jpeg(width, height))
    .withExif({ IFD0: { Make: 'QuadPhone', Model: 'Test 1' }, IFD3: GPS_TAGS })
    .jpeg()
    .toBuffer();
}

/**
 * A JPEG stored sideways with EXIF orientation 6 (display rotated 90° clockwise): stored
 * width x height, with a red band along the stored top edge, which shows on the right.
 */
export async function sidewaysJpeg(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#2050d0"/><rect width="100%" height="40" fill="#ff0000"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg().withMetadata({ orientation: 6 }).toBuffer();
}

/** True when the EXIF block carries a GPS IFD pointer (tag 0x8825), in either byte order. */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 1-bit PNG of side x side pixels (400 megapixels by
 * default) whose all-zero rows compress to a few tens of kilobytes.
 */
export function pngBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte + packed pixels
  const raw = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
