import { Alert, Group, Paper, RingProgress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_MINIMUM, ATTENDANCE_WARNING, type StudentAttendanceDto } from '@portal/shared/attendance';
import { formatDay } from '../../../app/dateTime';

const colorOf = (share: number) => (share < ATTENDANCE_MINIMUM ? 'red' : share < ATTENDANCE_WARNING ? 'orange' : 'teal');

/** A student's attendance: the share of present days against the 75% rule, absences by month, each absence with its reason. */
export function AttendanceSummary({ data }: { data: StudentAttendanceDto }) {
  const { t, i18n } = useTranslation('attendance');
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(data.percentual);
  const monthName = (month: string) => {
    const name = new Intl.DateTimeFormat(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${month}-15T12:00:00Z`),
    );
    return name.charAt(0).toLocaleUpperCase(i18n.language) + name.slice(1);
  };
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group gap="lg" wrap="nowrap">
          <RingProgress
            size={110}
            thickness={12}
            roundCaps={data.dias > 0 && data.percentual > 0}
            sections={[{ value: data.dias === 0 ? 0 : data.percentual, color: colorOf(data.percentual) }]}
            label={
              <Text ta="center" fw={700} size="lg">
                {data.dias === 0 ? '—' : `${percent}%`}
              </Text>
            }
            aria-hidden
          />
          <Stack gap={4}>
            <Text fw={700} size="xl" data-testid="attendance-share">
              {/* Before any roll there is no share to give: 100% would praise days that never were. */}
              {data.dias === 0 ? t('student.noShare') : t('student.share', { value: percent })}
            </Text>
            <Text c="dimmed">
              {data.dias === 0
                ? t('student.noDays')
                : t('student.days', {
                    days: t('student.daysCount', { count: data.dias }),
                    absences: t('student.absencesCount', { count: data.faltas }),
                    justified: t('student.justifiedCount', { count: data.justificadas }),
                  })}
            </Text>
          </Stack>
        </Group>
      </Paper>
      {data.dias > 0 && data.percentual < ATTENDANCE_MINIMUM && (
        <Alert color="red" role="status">
          {t('student.below', { minimum: ATTENDANCE_MINIMUM })}
        </Alert>
      )}
      {data.dias > 0 && data.percentual >= ATTENDANCE_MINIMUM && data.percentual < ATTENDANCE_WARNING && (
        <Alert color="orange" role="status">
          {t('student.warning', { minimum: ATTENDANCE_MINIMUM })}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h4" mb="sm">
            {t('student.byMonth')}
          </Title>
          {data.meses.length === 0 ? (
            <Text c="dimmed">{t('student.noDays')}</Text>
          ) : (
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('student.month')}</Table.Th>
                  <Table.Th ta="right">{t('student.monthDays')}</Table.Th>
                  <Table.Th ta="right">{t('student.monthAbsences')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.meses.map((m) => (
                  <Table.Tr key={m.mes}>
                    <Table.Td>{monthName(m.mes)}</Table.Td>
                    <Table.Td ta="right">{m.dias}</Table.Td>
                    <Table.Td ta="right">{m.faltas}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md">
          <Title order={2} fz="h4" mb="sm">
            {t('student.absences')}
          </Title>
          {data.ausencias.length === 0 ? (
            <Text c="dimmed">{t('student.noAbsences')}</Text>
          ) : (
            <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
              {data.ausencias.map((a) => (
                <li key={`${a.data}:${a.nomTurma}`} data-testid="absence">
                  <Group gap="xs" wrap="nowrap" align="baseline">
                    <Text fw={600} miw={92}>
                      {formatDay(`${a.data}T12:00:00`)}
                    </Text>
                    <Text c={a.dscJustificativa ? undefined : 'dimmed'}>{a.dscJustificativa ?? t('student.noJustification')}</Text>
                  </Group>
                </li>
              ))}
            </Stack>
          )}
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
