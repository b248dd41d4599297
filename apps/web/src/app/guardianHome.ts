import { lazy } from 'react';

/**
 * The guardian's home (profile 8, issue 27): their children's page, drawn by /home in place of the school's areas
 * without the home feature importing the guardians feature. Its own chunk, and no route: nothing of it in the route
 * table (the first screen's JavaScript). One file a slot, each then inside its one importer's chunk.
 */
export const GuardianHome = lazy(async () => ({
  default: (await import('../features/guardians/components/GuardianHomePage')).GuardianHomePage,
}));
