import { z } from 'zod';

export const PASSWORD_MIN = 5;
/** Maximum size of an uploaded file (DECISIONS.md): 5 MiB. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** `/configuracao`: own password (2-access §5 Own settings). `confirmPassword` is checked when sent. */
export const ChangePasswordBody = z
  .object({
    actualPassword: z.string({ error: 'currentPasswordRequired' }).min(1, { error: 'currentPasswordRequired' }).max(200),
    newPassword: z.string({ error: 'newPasswordMin' }).min(PASSWORD_MIN, { error: 'newPasswordMin' }).max(200),
    confirmPassword: z.string().max(200).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'passwordMismatch' });
    }
    if (body.actualPassword && body.newPassword === body.actualPassword) {
      ctx.addIssue({ code: 'custom', path: ['newPassword'], message: 'newPasswordSame' });
    }
  });
export type ChangePasswordBody = z.input<typeof ChangePasswordBody>;

export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

export const ClassIdParam = z.object({ codBseTurma: z.coerce.number().int().positive() });
