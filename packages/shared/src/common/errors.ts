import { z } from 'zod';

// The codes live in a file without zod, so the web's first screen can read them without zod.
export { ERROR_CODES, type ErrorCode } from './error-codes';

/** Every failure of the API has this shape. `fields` maps a field to its Portuguese message;
 * `fieldKeys` gives the message keys of the same fields, for the web to translate. */
export const ErrorBody = z
  .object({
    statusCode: z.number().int(),
    code: z.string(),
    message: z.string(),
    messageKey: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
    fieldKeys: z.record(z.string(), z.string()).optional(),
    /** The request's id (also in the X-Request-Id header and on the server's log lines). */
    requestId: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;
