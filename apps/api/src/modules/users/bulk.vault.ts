import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Encryption at rest of the kept bulk results: AES-256-GCM (node:crypto), a random 96-bit IV per
 * result, and the owner's id as additional authenticated data, so a result copied onto another
 * user's row does not open. Layout: version (1 byte) | IV (12) | tag (16) | ciphertext.
 */
const VERSION = 1;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface BulkVault {
  seal(value: unknown, ownerId: number): Buffer;
  /** The value, or null when the data does not open with this key (another key, altered bytes, another owner). */
  open(data: Buffer, ownerId: number): unknown;
}

/**
 * The 256-bit key comes from the setting's secret (BULK_RESULTS_KEY, or the one generated under
 * DATA_DIR), through HKDF-SHA-256, so any long random text will do as the setting.
 */
export function bulkVault(secret: string): BulkVault {
  if (secret.length < 32) throw new Error('BULK_RESULTS_KEY precisa ter pelo menos 32 caracteres');
  const key = Buffer.from(hkdfSync('sha256', secret, 'portal-escolar', 'bse_usuario_lote v1', 32));
  const aad = (ownerId: number) => Buffer.from(`bse_usuario_lote:${ownerId}`);
  return {
    seal(value, ownerId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(aad(ownerId));
      const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
      return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]);
    },
    open(data, ownerId) {
      if (data.length < 1 + IV_BYTES + TAG_BYTES || data[0] !== VERSION) return null;
      const iv = data.subarray(1, 1 + IV_BYTES);
      const tag = data.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES);
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(aad(ownerId));
        decipher.setAuthTag(tag);
        const plain = Buffer.concat([decipher.update(data.subarray(1 + IV_BYTES + TAG_BYTES)), decipher.final()]);
        return JSON.parse(plain.toString('utf8')) as unknown;
      } catch {
        return null;
      }
    },
  };
}
