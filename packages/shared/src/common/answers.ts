import { z } from 'zod';

/** The answer of a call that only reports success (a delete, a logout). */
export const OkAnswer = z.object({ ok: z.literal(true) }).meta({ id: 'OkAnswer' });
export type OkAnswer = z.infer<typeof OkAnswer>;
