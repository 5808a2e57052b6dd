import sharp from 'sharp';

/** A plain picture (a gradient and two shapes) to hand to the image classifier. */
export function jpeg(size = 320): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#3b6fb6"/><stop offset="1" stop-color="#e8b36a"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${size * 0.3}" cy="${size * 0.35}" r="${size * 0.15}" fill="#f4efe1"/>
    <rect x="${size * 0.55}" y="${size * 0.55}" width="${size * 0.3}" height="${size * 0.3}" fill="#203a28"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
