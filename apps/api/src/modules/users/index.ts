// The users module's public face: its routes, and the user and account readers the sign-in answers with.
export { usersRoutes } from './users.routes';
export { getUser } from './user.service';
export { getAccount } from './account.service';
export { type GuardianAccount, insertGuardianUser } from './user.guardian';
