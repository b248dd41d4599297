import type { Part } from '../../modules/curriculum/curriculum.fixtures';
import type { Profile } from './documented-calls.shape';
import type { World } from './documented-calls.world';

/** How one documented HTTP call is made (`documented-calls.requests.ts`). */

export interface CallRequest {
  /** The profile the call is made as (a demo user of it, or a user of that profile made for the call). */
  as: Profile;
  /** A token of a user made for the call (else the demo user of `as`). */
  token?: string;
  params?: Record<string, number | string>;
  query?: Record<string, number | string>;
  json?: unknown;
  multipart?: { fields: Record<string, string>; files: Part[] };
}

/** One request, or two for a call with an image variant (the documented call, then its variant). */
export type Builder = (w: World) => Promise<CallRequest | [CallRequest, CallRequest]>;
