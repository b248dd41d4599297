import { useState, type ComponentType } from 'react';
import { Center, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_TYPE_CODES,
  ContentTypeSelect,
  EDITABLE_CONTENT_TYPES,
  type LessonDto,
  type ContentDto,
  type ContentTypeCode,
} from '@portal/shared/curriculum';
import { useContentDetail, type ContentDetail } from '../../api/contents';
import { LoadFailure } from '../common/LoadFailure';
import { AssemblyForm } from './AssemblyForm';
import { ContentFormShell } from './ContentFormShell';
import { ContentView } from './view/ContentView';
import { DialogueForm } from './DialogueForm';
import { GameForm } from './GameForm';
import { ImageForm } from './ImageForm';
import { TextForm } from './TextForm';
import type { TypeFormProps } from './useContentSave';
import { VideoForm } from './VideoForm';

export interface ContentTarget {
  lesson: LessonDto;
  content: ContentDto | null;
  mode: 'new' | 'view' | 'edit';
}

// Each form takes its own detail type; the dialog hands over the one its detail call answered.
const FORMS = {
  1: TextForm,
  2: ImageForm,
  3: GameForm,
  4: DialogueForm,
  5: VideoForm,
  6: AssemblyForm,
} as Record<ContentTypeCode, ComponentType<TypeFormProps<ContentDetail['data']>>>;

interface Props {
  chapterId: number;
  target: ContentTarget | null;
  onClose: () => void;
}

/**
 * 'Novo Conteúdo', view and edit of a content item. It does not close on an outside click; the
 * form starts over whenever the dialog opens or the type changes (1-authoring §4).
 */
export function ContentDialog({ chapterId, target, onClose }: Props) {
  const { t } = useTranslation('curriculum');
  const title = !target
    ? ''
    : target.mode === 'new'
      ? t('contents.newTitle')
      : target.mode === 'edit'
        ? t('contents.editTitle')
        : t('contents.viewTitle');
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} size="xl" closeOnClickOutside={false}>
      {target?.mode === 'new' && (
        <NewContent key={target.lesson.codTrlAula} chapterId={chapterId} lessonId={target.lesson.codTrlAula} onSaved={onClose} />
      )}
      {target && target.mode !== 'new' && target.content && (
        <ExistingContent
          key={`${target.mode}-${target.content.codTrlConteudo}`}
          chapterId={chapterId}
          target={target}
          content={target.content}
          onSaved={onClose}
        />
      )}
    </Modal>
  );
}

function NewContent({ chapterId, lessonId, onSaved }: { chapterId: number; lessonId: number; onSaved: () => void }) {
  const { t } = useTranslation('curriculum');
  const [type, setType] = useState<ContentTypeCode | null>(null);
  const [typeErrors, setTypeErrors] = useState<string[]>([]);
  const Form = type ? FORMS[type] : null;

  const checkType = () => {
    const result = ContentTypeSelect.safeParse({ codTrlTipoConteudo: type });
    setTypeErrors(result.success ? [] : result.error.issues.map((issue) => issue.message));
  };

  return (
    <Stack gap="md">
      <Select
        label={t('contents.type')}
        placeholder={t('contents.typePlaceholder')}
        data={CONTENT_TYPE_CODES.map((code) => ({ value: String(code), label: t(`contents.types.${code}`) }))}
        value={type ? String(type) : null}
        onChange={(value) => {
          setType(value ? (Number(value) as ContentTypeCode) : null);
          setTypeErrors([]);
        }}
        allowDeselect={false}
        data-autofocus
      />
      {Form ? (
        <Form key={type} chapterId={chapterId} lessonId={lessonId} detail={null} onSaved={onSaved} />
      ) : (
        <ContentFormShell errors={typeErrors} saving={false} canSave onSubmit={checkType}>
          {null}
        </ContentFormShell>
      )}
    </Stack>
  );
}

interface ExistingProps {
  chapterId: number;
  target: ContentTarget;
  content: ContentDto;
  onSaved: () => void;
}

/** View, or edit when opened from the edit action and the type is editable (1-5). */
function ExistingContent({ chapterId, target, content, onSaved }: ExistingProps) {
  const { t } = useTranslation('curriculum');
  const detail = useContentDetail(content);
  const editable = EDITABLE_CONTENT_TYPES.includes(content.codTrlTipoConteudo as ContentTypeCode);

  if (detail.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('contents.loading')} />
      </Center>
    );
  }
  if (detail.isError) return <LoadFailure error={detail.error} />;

  const data = detail.data;
  if (target.mode === 'edit' && editable) {
    const Form = FORMS[data.type];
    return (
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t(`contents.types.${data.type}`)}
        </Text>
        <Form chapterId={chapterId} lessonId={target.lesson.codTrlAula} detail={data.data} onSaved={onSaved} />
      </Stack>
    );
  }
  return <ContentView detail={data} />;
}
