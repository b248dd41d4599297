import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { networkToday } from '@portal/shared/common/days';
import type { StudentActivityDto } from '@portal/shared/activities';
import { useErrorText } from '../../../../app/api/errors';
import { useMe } from '../../../../app/session/me';
import { useStudentActivities } from '../../api/answering';
import { useAreaContext } from '../../../../app/useAreaContext';
import { formatScore } from '../../../../app/formatGrade';
import { isoToDay } from '../../../../app/dateTime';
import { FILLED_ORANGE } from '../../../../app/theme';
import { CenteredLoader } from '../../../../app/components/CenteredLoader';

/**
 * /atividade/visualizarQuestoes: the active activities of the student's class, each to answer or to see,
 * with its due day and grade over its maximum (issue 23); one sent after its day, or still not sent, is late.
 */
export function StudentActivitiesPage() {
  const { t } = useTranslation('activities');
  const area = useAreaContext();
  const errorText = useErrorText();
  const { data: user } = useMe();
  const classId = user?.codBseTurma ?? null;
  const activities = useStudentActivities(classId);
  // The cards are drawn in a deferred render, in slices: their answer drew them all in one long task on a phone.
  const shown = useDeferredValue(activities.data);

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('catalogue.title', area)}</Title>
        {user?.nomTurma && <Text c="dimmed">{t('teacher.subtitle', { name: user.nomTurma })}</Text>}
      </div>
      {classId === null ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('student.noClass')}
        </Alert>
      ) : activities.isError ? (
        <Alert color="red" role="alert">
          {errorText(activities.error)}
        </Alert>
      ) : !shown ? (
        <CenteredLoader label={t('loading')} />
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('student.empty', area)}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {shown.map((activity) => (
            <ActivityCard key={activity.codBseAtividade} activity={activity} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ActivityCard({ activity }: { activity: StudentActivityDto }) {
  const { t, i18n } = useTranslation('activities');
  const sent = activity.datResposta !== null;
  const date = sent
    ? new Intl.DateTimeFormat(i18n.language, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(activity.datResposta!))
    : '';
  const late = activity.atrasada || (!sent && activity.datEntrega !== null && activity.datEntrega < networkToday());
  return (
    <Card component="li" withBorder radius="md" padding="lg" aria-labelledby={`activity-${activity.codBseAtividade}`}>
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          {/* The name wraps; the status beside it keeps its width (it was cut to 'PARA RES…' on a phone). */}
          <Title order={2} size="h4" id={`activity-${activity.codBseAtividade}`} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {activity.nomAtividade}
          </Title>
          {activity.somaNota !== null ? (
            <Badge color="teal.9" variant="filled" style={{ flexShrink: 0 }}>
              {t('student.grade', { grade: formatScore(activity.somaNota, activity.notaMaxima, i18n.language) })}
            </Badge>
          ) : sent ? (
            <Badge color="indigo.9" variant="filled" style={{ flexShrink: 0 }}>
              {t('student.sentOn', { date })}
            </Badge>
          ) : (
            <Badge color={FILLED_ORANGE} variant="filled" style={{ flexShrink: 0 }}>
              {t('student.pending')}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ flex: 1 }}>
          {activity.desDescricao}
        </Text>
        <Text size="sm">{t('student.questionCount', { count: activity.qtdQuestoes })}</Text>
        <Group gap="xs">
          <Text size="sm" c={late ? 'red.9' : undefined} fw={late ? 700 : undefined}>
            {activity.datEntrega ? t('student.due', { date: isoToDay(activity.datEntrega) }) : t('student.noDue')}
          </Text>
          {late && (
            <Badge color="red.9" variant="filled">
              {sent ? t('student.sentLate') : t('student.late')}
            </Badge>
          )}
        </Group>
        <Button
          component={Link}
          to={`/atividade/visualizar/${activity.codBseAtividade}`}
          variant={sent ? 'light' : 'filled'}
          aria-label={sent ? t('student.see', { name: activity.nomAtividade }) : t('student.answer', { name: activity.nomAtividade })}
        >
          {sent ? t('student.seeShort') : t('student.answerShort')}
        </Button>
      </Stack>
    </Card>
  );
}
