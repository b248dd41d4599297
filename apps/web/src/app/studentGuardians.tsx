import { Suspense, lazy } from 'react';

const Screen = lazy(async () => ({
  default: (await import('../features/guardians/components/StudentGuardians')).StudentGuardians,
}));

/**
 * A student's guardians, for the staff (guardian:manage, issue 27): drawn by the student's edit page under its form
 * without the users feature importing the guardians feature; its own chunk, and its own Suspense, so that the form
 * stays on screen while the section's code arrives. No route: nothing of it in the first screen's route table.
 */
export function StudentGuardians(props: { studentId: number; studentName: string }) {
  return (
    <Suspense fallback={null}>
      <Screen {...props} />
    </Suspense>
  );
}
