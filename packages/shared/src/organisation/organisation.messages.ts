import type { Translations } from '../common/translations';

/** Messages of the organisation feature (keys unique across the whole catalogue). */
export const organisationMessages = {} as const satisfies Translations;
