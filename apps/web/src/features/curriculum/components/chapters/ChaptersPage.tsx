import { useState } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { CHAPTERS_PER_PATH_MAX, ChapterCreateBody, ChapterUpdateBody, CHAPTER_TITLE_MAX, type ChapterDto } from '@portal/shared/curriculum';
import { useChapters, useCreateChapter, useUpdateChapter } from '../../api/chapters';
import { usePath } from '../../api/paths';
import { alertOoops } from '../common/ooops';
import { CurriculumBreadcrumb } from '../common/CurriculumBreadcrumb';
import { LoadFailure } from '../common/LoadFailure';
import { TitleDialog, type TitleValues } from '../common/TitleDialog';
import { ChaptersTable } from './ChaptersTable';
import { notify } from '../common/notify';

/** /livros/capitulos/doLivro/{id}: the chapters of one path, in order (at most 50). */
export function ChaptersPage() {
  const { t } = useTranslation('curriculum');
  const pathId = Number(useParams().id);
  const path = usePath(pathId);
  const chapters = useChapters(pathId);
  const create = useCreateChapter(pathId);
  const update = useUpdateChapter(pathId);
  const [dialog, setDialog] = useState<{ chapter: ChapterDto | null } | null>(null);

  const pathTitle = path.data?.dscTitulo ?? '';
  const list = chapters.data ?? [];
  const failure = path.error ?? chapters.error;

  const openNew = () => {
    // 1-authoring §8: 'Número máximo de capítulos criado.' (the server refuses the 51st as well).
    if (list.length >= CHAPTERS_PER_PATH_MAX) alertOoops(t, t('chapterMax', { ns: 'msg' }));
    else setDialog({ chapter: null });
  };

  const save = async ({ dscTitulo }: TitleValues) => {
    const editing = dialog?.chapter;
    if (editing) {
      const saved = await update.mutateAsync({ id: editing.codTrlCapitulo, body: { dscTitulo } });
      notify('teal', t('chapters.updated', { title: saved.dscTitulo }));
    } else {
      await create.mutateAsync({ dscTitulo, codTrlLivro: pathId });
      notify('teal', t('chapters.created', { title: pathTitle }));
    }
    setDialog(null);
  };

  return (
    <Stack gap="lg">
      <CurriculumBreadcrumb crumbs={[{ label: t('breadcrumb.paths'), to: '/livros/listar' }, { label: pathTitle || '…' }]} />
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{pathTitle || t('chapters.title')}</Title>
          <Text c="dimmed">{t('chapters.count', { count: list.length, max: CHAPTERS_PER_PATH_MAX })}</Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew} disabled={!chapters.isSuccess}>
          {t('chapters.new')}
        </Button>
      </Group>
      {failure ? (
        <LoadFailure error={failure} />
      ) : (
        <Paper withBorder radius="md" p="md">
          <ChaptersTable
            pathId={pathId}
            pathTitle={pathTitle}
            chapters={list}
            loading={chapters.isPending}
            onEdit={(chapter) => setDialog({ chapter })}
          />
        </Paper>
      )}
      <TitleDialog
        opened={dialog !== null}
        heading={dialog?.chapter ? t('chapters.edit') : t('chapters.new')}
        initialTitle={dialog?.chapter?.dscTitulo ?? ''}
        schema={dialog?.chapter ? ChapterUpdateBody : ChapterCreateBody}
        extra={dialog?.chapter ? undefined : { codTrlLivro: pathId }}
        maxLength={CHAPTER_TITLE_MAX}
        saving={create.isPending || update.isPending}
        onSave={save}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}
