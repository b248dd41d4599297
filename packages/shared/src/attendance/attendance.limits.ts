/** A justification of an absence ('atestado médico'): up to 200 characters, the form and the server alike. */
export const JUSTIFICATION_MAX = 200;

/** The most students one roll may carry (a class is never this large; the body stays bounded). */
export const ROLL_MAX = 200;

/**
 * The law of basic education (LDB, art. 24, VI): a student must attend 75% of the school days to pass.
 * Below 80% the screens warn before the rule is broken.
 */
export const ATTENDANCE_MINIMUM = 75;
export const ATTENDANCE_WARNING = 80;

/** The days a Professor may still change a day's roll (the default of the `ATTENDANCE_EDIT_DAYS` setting). */
export const ATTENDANCE_EDIT_DAYS_DEFAULT = 7;
