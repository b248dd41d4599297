import { Alert, Button, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { isoToDay } from '../../../app/dateTime';
import { useNews } from '../api/news';

/** /aprendizado/visualizar/{id}: the post read-only (its body sanitised by the server), and Voltar. */
export function NewsViewPage() {
  const { t } = useTranslation('news');
  const errorText = useErrorText();
  const id = Number(useParams().id) || null;
  const news = useNews(id);
  const back = (
    <Button
      component={Link}
      to="/aprendizado/listar"
      variant="default"
      leftSection={<IconArrowLeft size={18} aria-hidden />}
      w="fit-content"
    >
      {t('back')}
    </Button>
  );
  if (news.isError)
    return (
      <Stack gap="lg">
        <Alert color="red" role="alert">
          {errorText(news.error)}
        </Alert>
        {back}
      </Stack>
    );
  if (!news.data) return <CenteredLoader label={t('loading')} />;
  const post = news.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{post.dscPostagem}</Title>
        <Text c="dimmed">
          {t('byLine', { category: post.ctgPostagem, creator: post.nomUsuarioCriacao ?? '-', day: isoToDay(post.datCriacao) })}
        </Text>
      </div>
      <Paper withBorder radius="md" p="lg" component="article" aria-label={post.dscPostagem}>
        <Typography dangerouslySetInnerHTML={{ __html: post.txtPostagem }} />
      </Paper>
      {back}
    </Stack>
  );
}
