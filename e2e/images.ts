import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';

export type Rgb = [number, number, number];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(crc(body));
  return Buffer.concat([length, body, sum]);
}

/** A real PNG of w×h pixels in one colour, made here so no image file is fetched from anywhere. */
export function png(width: number, height: number, rgb: Rgb): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A real JPEG (or WebP) of w×h pixels, encoded by the browser's own canvas: a gradient in the given
 * colour so the encoder has something to compress. The page must be open on the app (any URL).
 */
export async function encodedImage(
  page: Page,
  width: number,
  height: number,
  rgb: Rgb,
  type: 'image/jpeg' | 'image/webp' = 'image/jpeg',
): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, rgb, type }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, `rgb(${rgb.join(',')})`);
      gradient.addColorStop(1, 'rgb(255,255,255)');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
      if (!blob) throw new Error(`the canvas cannot encode ${type}`);
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let binary = '';
      for (const byte of bytes) binary += String.fromCharCode(byte);
      return btoa(binary);
    },
    { width, height, rgb, type },
  );
  return Buffer.from(base64, 'base64');
}

/** Input for `setInputFiles`. */
export function file(name: string, buffer: Buffer): { name: string; mimeType: string; buffer: Buffer } {
  const ext = name.split('.').pop()?.toLowerCase();
  const mimeType = ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : ext === 'gif' ? 'image/gif' : 'image/jpeg';
  return { name, mimeType, buffer };
}
