// Every feature's tables, for Drizzle's typed client and for drizzle-kit.
export * from '../modules/organisation/organisation.tables';
export * from '../modules/users/users.tables';
export * from '../modules/auth/auth.tables';
