import { Group, List, Paper, SimpleGrid, Text } from '@mantine/core';
import { starsOf } from '@portal/shared/player';
import type { PlayProgress } from '@portal/shared/player';
import { useTranslation } from 'react-i18next';
import type { Step } from './flatten';
import { Stars } from './Stars';

interface Props {
  steps: Step[];
  done: ReadonlySet<number>;
  best: PlayProgress['melhores'];
  gameSeconds: number;
}

/** The end's summary: items done, the stars of each game, the time spent in games. */
export function PathSummary({ steps, done, best, gameSeconds }: Props) {
  const { t } = useTranslation('player');
  const bestOf = new Map(best.map((b) => [b.codTrlConteudo, b.pontuacao]));
  const games = steps.filter((s) => s.content.codTrlTipoConteudo === 3);
  const stars = games.reduce((sum, s) => sum + starsOf(bestOf.get(s.content.codTrlConteudo) ?? 0), 0);
  const minutes = Math.floor(gameSeconds / 60);
  return (
    <Paper withBorder radius="lg" p="md" w="100%" maw={560}>
      <SimpleGrid cols={3} spacing="xs" mb="sm">
        <Summary value={t('summaryItems', { done: steps.filter((s) => done.has(s.content.codTrlConteudo)).length, total: steps.length })} />
        <Summary value={t('summaryStars', { count: stars, total: games.length * 3 })} />
        <Summary value={t('summaryTime', { minutes, seconds: gameSeconds % 60 })} />
      </SimpleGrid>
      <List listStyleType="none" spacing={4} aria-label={t('summaryGames')}>
        {games.map((s) => {
          const score = bestOf.get(s.content.codTrlConteudo);
          const label = s.content.dscTitulo ?? t('type3');
          return (
            <List.Item key={s.content.codTrlConteudo}>
              <Group gap="xs" justify="space-between" wrap="nowrap">
                <Text size="sm">{label}</Text>
                {score === undefined ? (
                  <Text size="sm" c="dimmed">
                    {t('notPlayed')}
                  </Text>
                ) : (
                  <Group gap={6} wrap="nowrap">
                    <Stars score={score} />
                    <Text size="sm">{t('bestScore', { count: starsOf(score), score })}</Text>
                  </Group>
                )}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Paper>
  );
}

function Summary({ value }: { value: string }) {
  return (
    <Text ta="center" fw={700} size="sm">
      {value}
    </Text>
  );
}
