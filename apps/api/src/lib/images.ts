import sharp from 'sharp';
import type { MessageKey } from '@portal/shared/common/messages';
import { invalidField } from './app-error';

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** A decompression bomb stops here rather than in memory: 40 megapixels is far above any photo a school uploads. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Checks an upload by its content (never its name or declared type), then re-encodes it to a
 * JPEG that fits 480×640. Re-encoding drops every metadata block (EXIF, GPS included).
 */
export async function reencodeImage(
  input: Buffer,
  field: string,
  allowed: readonly ImageFormat[] = ['jpeg', 'png'],
  invalidMessage: MessageKey = 'imageInvalid',
): Promise<Buffer> {
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw invalidField(field, invalidMessage);
  }
  if (!format || !(allowed as readonly string[]).includes(format)) throw invalidField(field, invalidMessage);
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: 480, height: 640, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch {
    throw invalidField(field, invalidMessage);
  }
}
