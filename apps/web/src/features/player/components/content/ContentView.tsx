import { Anchor, Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPlayerTrackNext } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayContent } from '@portal/shared/player';
import type { GameResult } from '../../api/recorder';
import { GameHost } from '../../games/GameHost';
import classes from '../player.module.css';
import { embedUrl, safeLink } from './video';

type Of<N extends PlayContent['codTrlTipoConteudo']> = Extract<PlayContent, { codTrlTipoConteudo: N }>;

function Heading({ title }: { title: string | null }) {
  return title ? (
    <Title order={2} className={classes.contentTitle}>
      {title}
    </Title>
  ) : null;
}

function TextContent({ content }: { content: Of<1> }) {
  return (
    <Stack gap="md" className={classes.reading}>
      <Heading title={content.dscTitulo} />
      <Text className={classes.bigText}>{content.dscTexto}</Text>
    </Stack>
  );
}

function ImageContent({ content }: { content: Of<2> }) {
  const { t } = useTranslation('player');
  return (
    <Stack gap="sm" align="center" h="100%">
      <Heading title={content.dscTitulo} />
      <Image src={content.dscImagem} alt={content.dscTitulo ?? t('imageAlt')} className={classes.picture} fit="contain" />
    </Stack>
  );
}

/** One speech bubble at a time, with the character's picture and name. */
function DialogueContent({ content }: { content: Of<4> }) {
  const { t } = useTranslation('player');
  const [index, setIndex] = useState(0);
  const line = content.falas[index];
  if (!line) return null;
  const last = index === content.falas.length - 1;
  return (
    <Stack gap="md" align="center">
      <Heading title={content.dscTitulo} />
      <div className={classes.dialogue}>
        <figure className={classes.character}>
          <img src={line.imgPersonagem} alt="" />
          <figcaption>{line.nomPersonagem}</figcaption>
        </figure>
        <div className={classes.bubble} aria-live="polite">
          <span className={classes.visuallyHidden}>{t('says', { name: line.nomPersonagem })}</span>
          {line.dscTexto}
        </div>
      </div>
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {t('lineOf', { n: index + 1, total: content.falas.length })}
        </Text>
        <Button variant="light" onClick={() => setIndex((i) => i - 1)} disabled={index === 0}>
          {t('previousLine')}
        </Button>
        <Button onClick={() => setIndex((i) => i + 1)} disabled={last} rightSection={<IconPlayerTrackNext size={16} aria-hidden />}>
          {t('nextLine')}
        </Button>
      </Group>
    </Stack>
  );
}

function VideoContent({ content }: { content: Of<5> }) {
  const { t } = useTranslation('player');
  const embed = embedUrl(content.dscLink);
  const link = safeLink(content.dscLink);
  return (
    <Stack gap="sm" h="100%">
      <Heading title={content.dscTitulo} />
      {embed ? (
        <iframe
          className={classes.video}
          src={embed}
          title={content.dscTitulo ?? t('videoTitle')}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Text mb="sm">{t('videoElsewhere')}</Text>
          {link && (
            <Anchor href={link} target="_blank" rel="noopener noreferrer">
              <Group gap={6}>
                {t('openVideo')} <IconExternalLink size={16} aria-hidden />
              </Group>
            </Anchor>
          )}
        </Paper>
      )}
      {content.dscDescricao && <Text>{content.dscDescricao}</Text>}
      {embed && link && (
        <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm">
          {t('openVideo')}
        </Anchor>
      )}
    </Stack>
  );
}

function AssemblyContent({ content }: { content: Of<6> }) {
  return (
    <Stack gap="sm" align="center">
      <Heading title={content.dscTitulo ?? content.nomMontagem} />
      <Image src={content.imgMontagem} alt={content.nomMontagem} className={classes.picture} fit="contain" />
      <Text className={classes.bigText}>{content.dscTexto}</Text>
    </Stack>
  );
}

/** A content item rendered for its type; a game reports its end through `onGameEnd`. */
export function ContentView({ content, onGameEnd }: { content: PlayContent; onGameEnd: (result: GameResult) => void }) {
  switch (content.codTrlTipoConteudo) {
    case 1:
      return <TextContent content={content} />;
    case 2:
      return <ImageContent content={content} />;
    case 3:
      return <GameHost content={content} onFinish={onGameEnd} />;
    case 4:
      return <DialogueContent key={content.codTrlConteudo} content={content} />;
    case 5:
      return <VideoContent content={content} />;
    case 6:
      return <AssemblyContent content={content} />;
  }
}
