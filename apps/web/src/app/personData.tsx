import { Suspense, lazy } from 'react';
import type { PersonDataProps } from '../features/privacy/components/PersonDataSection';

const Section = lazy(async () => ({
  default: (await import('../features/privacy/components/PersonDataSection')).PersonDataSection,
}));

/**
 * A person's data rights (privacy:manage, issue 29) on a user's page: drawn by the user's edit page under its form
 * without the users feature importing the privacy feature; its own chunk and Suspense, and no route (nothing of it in
 * the first screen's route table).
 */
export function PersonData(props: PersonDataProps) {
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}
