import { crc32, deflateSync } from 'node:zlib';

/** A PNG of `width` × `height` (an RGB gradient), made here so the repository ships no binary. */
export function gradientPng(width: number, height: number): Buffer {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x += 1) {
      rows[row + 1 + x * 3] = (x * 255) / width;
      rows[row + 2 + x * 3] = (y * 255) / height;
      rows[row + 3 + x * 3] = 128;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** The pixel width of a WebP (VP8, VP8L or VP8X) or AVIF (its `ispe` box) image, or null. */
export function encodedImageWidth(image: Buffer): number | null {
  if (image.toString('ascii', 0, 4) === 'RIFF' && image.toString('ascii', 8, 12) === 'WEBP') {
    const kind = image.toString('ascii', 12, 16);
    if (kind === 'VP8 ') return image.readUInt16LE(26) & 0x3fff;
    if (kind === 'VP8L') return (((image[22] ?? 0) & 0x3f) << 8 | (image[21] ?? 0)) + 1;
    if (kind === 'VP8X') return image.readUIntLE(24, 3) + 1;
    return null;
  }
  const ispe = image.indexOf('ispe', 0, 'ascii');
  return image.toString('ascii', 4, 8) === 'ftyp' && ispe > 0 ? image.readUInt32BE(ispe + 8) : null;
}
