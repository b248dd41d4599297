import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { useOwnAttendance } from '../api/attendance';
import { AttendanceSummary } from './AttendanceSummary';

/** /frequencia: the student's own attendance. */
export function OwnAttendancePage() {
  const { t } = useTranslation('attendance');
  const errorText = useErrorText();
  const attendance = useOwnAttendance();
  return (
    <Stack gap="md">
      <Title order={1}>{t('student.ownTitle')}</Title>
      {attendance.isError ? (
        <Alert color="red" role="alert">
          {errorText(attendance.error)}
        </Alert>
      ) : !attendance.data ? (
        <CenteredLoader label={t('student.loading')} />
      ) : (
        <AttendanceSummary data={attendance.data} />
      )}
    </Stack>
  );
}
