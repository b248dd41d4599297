/** How many students one guardian may follow (siblings across classes and schools of the network). */
export const GUARDIAN_STUDENTS_MAX = 10;
/** How many activities and grades the guardian's page lists for a child (the newest first). */
export const GUARDIAN_LIST_MAX = 20;
/** The class's public events of the next days the guardian's page shows. */
export const GUARDIAN_EVENT_DAYS = 30;
