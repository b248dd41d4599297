// Every table of the product, for Drizzle's typed client, for drizzle-kit (drizzle.config.ts reads this
// file) and for the test that the migrations build exactly these tables (db/schema.test.ts). A table
// file not listed here is neither migrated nor checked; other modules take their tables from here.
export * from '../modules/organisation/organisation.tables';
export * from '../modules/users/users.tables';
export * from '../modules/auth/auth.tables';
export * from '../modules/curriculum/curriculum.tables';
export * from '../modules/class-lessons/class-lessons.tables';
export * from '../modules/activities/activities.tables';
export * from '../modules/player/player.tables';
export * from '../modules/calendar/calendar.tables';
export * from '../modules/news/news.tables';
export * from '../modules/forum/forum.tables';
export * from '../modules/chat/chat.tables';
export * from '../modules/support/support.tables';
export * from '../ops/backup/backup.tables';
export * from '../modules/system/system.tables';
export * from '../modules/attendance/attendance.tables';
export * from '../modules/guardians/guardians.tables';
export * from '../modules/privacy/privacy.tables';
