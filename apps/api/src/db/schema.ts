// Every feature's tables, for Drizzle's typed client and for drizzle-kit.
export * from '../modules/organisation/organisation.tables';
export * from '../modules/users/users.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/curriculum/curriculum.tables';
export * from '../modules/class-lessons/class-lessons.tables';
export * from '../modules/activities/activities.tables';
export * from '../modules/player/player.tables';
