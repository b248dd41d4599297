import { AUTHORING_REQUESTS } from './documented-calls.1-authoring.requests';
import { ACCESS_REQUESTS } from './documented-calls.2-access.requests';
import { COMMUNICATION_REQUESTS } from './documented-calls.3-reports.requests';
import type { Builder } from './documented-calls.call-request';

/**
 * How each documented HTTP call is made on the test's data (`documented-calls.world.ts`): the profile's
 * token, the values of the documented path's parameters (by their documented names), the documented
 * query, and the body (JSON, or multipart fields and files). Keyed by `callName` of the list; the test
 * checks that the body sent is exactly the list's documented fields, so the two cannot drift apart.
 */

export type { Builder, CallRequest } from './documented-calls.call-request';

export const BUILDERS: Record<string, Builder> = { ...AUTHORING_REQUESTS, ...ACCESS_REQUESTS, ...COMMUNICATION_REQUESTS };
