import { Alert, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { useStudentAttendance } from '../api/attendance';
import { AttendanceSummary } from './AttendanceSummary';

/** /frequencia/aluno/{codBseUsuario}: a student's attendance, for the staff who watch the 75% rule. */
export function StudentAttendancePage() {
  const { t } = useTranslation('attendance');
  const errorText = useErrorText();
  const attendance = useStudentAttendance(Number(useParams().codBseUsuario));
  return (
    <Stack gap="md">
      <Title order={1}>{attendance.data ? t('student.title', { name: attendance.data.nomUsuario }) : t('student.ownTitle')}</Title>
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
