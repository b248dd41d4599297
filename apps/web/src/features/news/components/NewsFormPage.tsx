import { useState } from 'react';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { NEWS_CATEGORY_MAX, NEWS_TITLE_MAX, type NewsDto } from '@portal/shared/news';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useErrorText, useFieldErrors } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { isoToDay } from '../../../app/components/DayInput';
import { RichTextInput } from '../../../app/components/RichTextInput';
import { useMe } from '../../../app/session/me';
import { uploadNewsImage, useNews, useSaveNews } from '../api/news';

/** /aprendizado/novo and /aprendizado/alterar/{id}: the Master's form. */
export function NewsFormPage() {
  const { t } = useTranslation('news');
  const errorText = useErrorText();
  const id = Number(useParams().id) || null;
  const news = useNews(id);
  if (id !== null && news.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(news.error)}
      </Alert>
    );
  if (id !== null && !news.data) return <CenteredLoader label={t('loading')} />;
  return <NewsForm key={id ?? 'new'} post={news.data ?? null} />;
}

function NewsForm({ post }: { post: NewsDto | null }) {
  const { t } = useTranslation('news');
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const save = useSaveNews();
  const [category, setCategory] = useState(post?.ctgPostagem ?? '');
  const [title, setTitle] = useState(post?.dscPostagem ?? '');
  const [body, setBody] = useState(post?.txtPostagem ?? '');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const missing: Record<string, string> = {};
  if (category.trim() === '') missing.ctgPostagem = t('fillAll');
  if (title.trim() === '') missing.dscPostagem = t('fillAll');
  if (body.trim() === '') missing.txtPostagem = t('fillAll');
  const errors = { ...serverErrors, ...(tried ? missing : {}) };
  const today = new Date().toISOString().slice(0, 10);
  const creator = post
    ? `${post.codUsuarioCriacao ?? '-'} - ${post.nomUsuarioCriacao ?? '-'}`
    : `${me?.codBseUsuario ?? ''} - ${me?.nomUsuario ?? ''}`;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerErrors({});
    if (Object.keys(missing).length > 0) {
      notifications.show({ color: 'red', title: t('oops'), message: t('fillAll') });
      return;
    }
    save.mutate(
      { id: post?.codBsePostagem ?? null, body: { ctgPostagem: category.trim(), dscPostagem: title.trim(), txtPostagem: body } },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('saved') });
          void navigate('/aprendizado/listar');
        },
        onError: (error) => {
          setServerErrors(fieldErrors(error));
          notifications.show({ color: 'red', title: t('oops'), message: errorText(error, t('invalid')) });
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{post ? t('formEdit') : t('formNew')}</Title>
      <Paper withBorder radius="md" p="lg">
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('category')}
              value={category}
              onChange={(e) => setCategory(e.currentTarget.value)}
              maxLength={NEWS_CATEGORY_MAX}
              required
              error={errors.ctgPostagem}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('createdOn')} value={isoToDay(post?.datCriacao ?? today)} readOnly />
              <TextInput label={t('creator')} value={creator} readOnly />
            </SimpleGrid>
            <TextInput
              label={t('newsTitle')}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              maxLength={NEWS_TITLE_MAX}
              required
              error={errors.dscPostagem}
            />
            <RichTextInput
              label={t('body')}
              value={body}
              onChange={setBody}
              placeholder={t('bodyPlaceholder')}
              required
              error={errors.txtPostagem}
              uploadImage={uploadNewsImage}
              onUploadError={(error) => notifications.show({ color: 'red', title: t('oops'), message: errorText(error) })}
            />
            <Group justify="flex-end">
              <Button component={Link} to="/aprendizado/listar" variant="default">
                {t('cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {t('save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
