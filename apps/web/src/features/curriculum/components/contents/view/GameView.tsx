import { Badge, Group, Image, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GAME, type GameContentDto } from '@portal/shared/curriculum';

/** A game's questions and answers as stored: texts, images, and which answer is right or where it goes. */
export function GameView({ game }: { game: GameContentDto }) {
  const { t } = useTranslation('curriculum');
  const quizLike = game.codTrlJogo === GAME.QUIZ || game.codTrlJogo === GAME.IMAGE_QUIZ || game.codTrlJogo === GAME.COMPLETE_PHRASE;
  const trueFalse = game.codTrlJogo === GAME.TRUE_FALSE;
  const groups = game.codTrlJogo === GAME.IMAGE_GROUPS;

  const mark = (flag: string) => {
    if (trueFalse) return <Badge variant="light">{flag === 'S' ? t('games.trueFalse.true') : t('games.trueFalse.false')}</Badge>;
    if (quizLike) return flag === 'S' ? <Badge color="teal">{t('view.correct')}</Badge> : null;
    if (groups) return <Badge variant="light">{t('view.group', { number: flag })}</Badge>;
    return null;
  };

  return (
    <Stack gap="sm">
      <Badge size="lg" variant="light">
        {t(`games.names.${game.codTrlJogo}`)}
      </Badge>
      {game.dscConteudoJogo && <Text style={{ whiteSpace: 'pre-wrap' }}>{game.dscConteudoJogo}</Text>}
      {game.perguntas.length > 0 && (
        <section>
          <Title order={4} fz="md" mb={4}>
            {groups ? t('games.groups.count') : t('view.questions')}
          </Title>
          <List spacing={6}>
            {game.perguntas.map((q, index) => (
              <List.Item key={q.codTrlConteudoJogoPergunta}>
                <Group gap="xs">
                  {groups && <Text fw={600}>{t('view.group', { number: index + 1 })}:</Text>}
                  {q.dscPergunta && <Text>{q.dscPergunta}</Text>}
                  {q.imgPergunta && (
                    <Image src={q.imgPergunta} alt={t('view.image', { number: index + 1 })} w={72} h={72} fit="cover" radius="sm" />
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        </section>
      )}
      {game.respostas.length > 0 && (
        <section>
          <Title order={4} fz="md" mb={4}>
            {t('view.answers')}
          </Title>
          <List spacing={6}>
            {game.respostas.map((a, index) => (
              <List.Item key={a.codTrlConteudoJogoResposta}>
                <Group gap="xs">
                  {a.imgResposta && (
                    <Image src={a.imgResposta} alt={`${t('view.answer')} ${index + 1}`} w={72} h={72} fit="cover" radius="sm" />
                  )}
                  {a.dscResposta && <Text>{a.dscResposta}</Text>}
                  {mark(a.indRespostaCorreta)}
                </Group>
              </List.Item>
            ))}
          </List>
        </section>
      )}
    </Stack>
  );
}
