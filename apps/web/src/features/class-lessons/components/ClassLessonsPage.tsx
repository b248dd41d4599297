import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle, IconListCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorText } from '../../../app/api/errors';
import { useMe } from '../../../app/session/me';
import { useClassLessons } from '../api/classLessons';
import { ClassLessonsTable } from './ClassLessonsTable';
import { SelectLessonDialog } from './SelectLessonDialog';

/** /aulas/listar: the current class's paths, the one active, and the dialog that adds more. */
export function ClassLessonsPage() {
  const { t } = useTranslation('classLessons');
  const errorText = useErrorText();
  const { data: user } = useMe();
  const classId = user?.codBseTurma ?? null;
  const lessons = useClassLessons(classId);
  const [selecting, setSelecting] = useState(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('title')}</Title>
          {user?.nomTurma && <Text c="dimmed">{t('subtitle', { name: user.nomTurma })}</Text>}
        </div>
        <Group gap="sm">
          <Button variant="default" leftSection={<IconPlus size={18} aria-hidden />} component={Link} to="/livros/listar/">
            {t('create')}
          </Button>
          <Button leftSection={<IconListCheck size={18} aria-hidden />} onClick={() => setSelecting(true)} disabled={classId === null}>
            {t('select')}
          </Button>
        </Group>
      </Group>
      {classId === null ? (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          {t('noClass')}
        </Alert>
      ) : lessons.isError ? (
        <Alert color="red" role="alert">
          {errorText(lessons.error)}
        </Alert>
      ) : (
        <Paper withBorder radius="md" p="md">
          <ClassLessonsTable lessons={lessons.data ?? []} loading={lessons.isPending} />
        </Paper>
      )}
      {classId !== null && <SelectLessonDialog classId={classId} opened={selecting} onClose={() => setSelecting(false)} />}
    </Stack>
  );
}
