import { Alert, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StudentAttendanceDto } from '@portal/shared/attendance';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { AttendanceSummary } from './AttendanceSummary';

/** A student's attendance page: its title, then the summary once read (a loader before, the error if it fails). */
export function AttendanceView({ title, attendance }: { title: string; attendance: UseQueryResult<StudentAttendanceDto> }) {
  const { t } = useTranslation('attendance');
  const errorText = useErrorText();
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
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
