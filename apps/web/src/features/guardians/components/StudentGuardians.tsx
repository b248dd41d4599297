import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GuardianForm } from './GuardianForm';
import { GuardiansList } from './GuardiansList';
import { LinkGuardianForm } from './LinkGuardianForm';

/** A student's guardians, for the staff: who they are, whether they accepted the term, a new one, a link removed. */
export function StudentGuardians({ studentId, studentName }: { studentId: number; studentName: string }) {
  const { t } = useTranslation('guardians');
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="student-guardians">
      <Stack gap="md">
        <div>
          <Title order={2} fz="h3" id="student-guardians">
            {t('staff.title', { name: studentName })}
          </Title>
          <Text c="dimmed" size="sm">
            {t('staff.subtitle')}
          </Text>
        </div>
        <GuardiansList studentId={studentId} studentName={studentName} />
        <GuardianForm studentId={studentId} />
        <LinkGuardianForm studentId={studentId} />
      </Stack>
    </Paper>
  );
}
