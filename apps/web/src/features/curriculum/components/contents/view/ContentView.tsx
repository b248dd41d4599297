import { Anchor, Avatar, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContentDetail } from '../../../api/contents';
import { GameView } from './GameView';

/** What a content item holds, read-only (the view action, and assembly, which cannot be edited). */
export function ContentView({ detail }: { detail: ContentDetail }) {
  const { t } = useTranslation('curriculum');
  const heading = (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {t(`contents.types.${detail.type}`)}
      </Text>
      <Title order={3} fz="h4">
        {detail.data.dscTitulo || t('view.noTitle')}
      </Title>
    </Group>
  );

  switch (detail.type) {
    case 1:
      return (
        <Stack gap="sm" data-testid="content-view">
          {heading}
          <Text style={{ whiteSpace: 'pre-wrap' }}>{detail.data.dscTexto}</Text>
        </Stack>
      );
    case 2:
      return (
        <Stack gap="sm" data-testid="content-view">
          {heading}
          <Image
            src={detail.data.dscImagem}
            alt={detail.data.dscTitulo || t('contents.image.currentAlt')}
            maw={480}
            mah={640}
            fit="contain"
            radius="sm"
          />
        </Stack>
      );
    case 3:
      return (
        <Stack gap="sm" data-testid="content-view">
          {heading}
          <GameView game={detail.data} />
        </Stack>
      );
    case 4:
      return (
        <Stack gap="sm" data-testid="content-view">
          {heading}
          {detail.data.dados.map((entry, index) => (
            <Paper key={entry.codTrlConteudoPersonagemTexto} withBorder radius="sm" p="sm">
              <Group align="flex-start" wrap="nowrap">
                <Avatar src={entry.imgPersonagem} alt={entry.nomPersonagem} radius="xl" size={48} />
                <div>
                  <Text fw={700} size="sm">
                    {t('contents.dialogue.entry', { number: index + 1 })} · {entry.nomPersonagem}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{entry.dscTexto}</Text>
                </div>
              </Group>
            </Paper>
          ))}
        </Stack>
      );
    case 5:
      return (
        <Stack gap="sm" data-testid="content-view">
          {heading}
          {detail.data.dscDescricao && <Text style={{ whiteSpace: 'pre-wrap' }}>{detail.data.dscDescricao}</Text>}
          <Anchor href={detail.data.dscLink} target="_blank" rel="noopener noreferrer">
            {t('contents.video.open')}: {detail.data.dscLink}
          </Anchor>
        </Stack>
      );
    case 6:
      return (
        <Stack gap="sm" data-testid="content-view">
          {heading}
          <Group align="flex-start" wrap="nowrap">
            <Image src={detail.data.imgMontagem} alt={detail.data.nomMontagem} w={120} h={120} fit="contain" />
            <div>
              <Text fw={700}>{detail.data.nomMontagem}</Text>
              {detail.data.dscTextoMontagem && (
                <Text size="sm" c="dimmed">
                  {detail.data.dscTextoMontagem}
                </Text>
              )}
            </div>
          </Group>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{detail.data.dscTexto}</Text>
          <Text size="xs" c="dimmed">
            {t('contents.viewOnly')}
          </Text>
        </Stack>
      );
  }
}
