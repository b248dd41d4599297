import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { ATTENDANCE_MINIMUM } from '@portal/shared/attendance';
import type { ChildDto } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';
import { InfoCard } from './InfoCard';

/** The child's present days in percent, warned under the school's 75% rule (nothing to say before any roll). */
export function AttendanceCard({ attendance }: { attendance: ChildDto['frequencia'] }) {
  const { t, i18n } = useTranslation('guardians');
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(attendance.percentual);
  const below = attendance.dias > 0 && attendance.percentual < ATTENDANCE_MINIMUM;
  return (
    <InfoCard title={t('child.attendanceTitle')} testId="child-attendance">
      {attendance.dias === 0 ? (
        <Text c="dimmed">{t('child.noDays')}</Text>
      ) : (
        <Stack gap="xs">
          <Text fw={700} size="xl" c={below ? 'red.9' : undefined}>
            {t('child.share', { value: percent })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('child.days', {
              days: t('child.daysCount', { count: attendance.dias }),
              absences: t('child.absencesCount', { count: attendance.faltas }),
            })}
          </Text>
          {below && (
            <Alert
              color="red"
              role="status"
              icon={<IconAlertTriangle aria-hidden />}
              title={t('child.below', { minimum: ATTENDANCE_MINIMUM })}
            >
              {t('child.belowDetail', { minimum: ATTENDANCE_MINIMUM })}
            </Alert>
          )}
        </Stack>
      )}
    </InfoCard>
  );
}
