import { Alert, Anchor, Badge, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ATTENDANCE_MINIMUM } from '@portal/shared/attendance';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { useAttendanceWatch } from '../api/attendanceWatch';
import classes from './home.module.css';

/**
 * The 75% rule (LDB, art. 24, VI) on the home of the staff above the classes: how many students of their
 * scope are under 75% of present days and under 80%, the lowest first, each opening the student's attendance.
 */
export function AttendanceWatchCard() {
  const { t, i18n } = useTranslation('home');
  const errorText = useErrorText();
  const watch = useAttendanceWatch();
  const percent = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="home-attendance">
      <Group gap="sm" mb="md" wrap="nowrap">
        <ThemeIcon size={36} radius="md" variant="light" color="orange" aria-hidden>
          <IconCalendarCheck size={20} />
        </ThemeIcon>
        <Title order={2} fz="h3" id="home-attendance">
          {t('attendance.title')}
        </Title>
      </Group>
      {watch.isError ? (
        <Alert color="red" role="alert">
          {errorText(watch.error)}
        </Alert>
      ) : !watch.data ? (
        <CenteredLoader label={t('attendance.loading')} />
      ) : watch.data.alunos.length === 0 ? (
        <Text c="dimmed">{t('attendance.none')}</Text>
      ) : (
        <Stack gap="sm">
          <Text size="sm" data-testid="attendance-counts">
            {t('attendance.counts', { below: watch.data.abaixo, near: watch.data.alerta })}
          </Text>
          <Stack gap={6} component="ul" className={classes.list}>
            {watch.data.alunos.map((student) => (
              <li key={student.codBseUsuario} data-testid="watched-student">
                <Group gap="sm" wrap="nowrap" justify="space-between">
                  <div>
                    <Anchor component={Link} to={`/frequencia/aluno/${student.codBseUsuario}`} fw={600}>
                      {student.nomUsuario}
                    </Anchor>
                    {student.nomTurma && (
                      <Text size="xs" c="dimmed">
                        {student.nomTurma}
                      </Text>
                    )}
                  </div>
                  <Badge
                    color={student.percentual < ATTENDANCE_MINIMUM ? 'red' : 'orange'}
                    variant="light"
                    // Dark text on the light red or orange: the hue says how far below, the text stays readable (WCAG AA).
                    styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}
                    size="lg"
                  >
                    {t('attendance.share', { value: percent.format(student.percentual) })}
                  </Badge>
                </Group>
              </li>
            ))}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
