import type { Translations } from '../common/translations';

/** Messages of the users feature (keys unique across the whole catalogue). */
export const usersMessages = {} as const satisfies Translations;
