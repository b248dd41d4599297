import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { Component, type ComponentType, type ReactNode, Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlayContent } from '@portal/shared/player';
import { GAME_LOADERS } from './index';
import type { GameCode, GameOutcome, GameProps } from './types';

type AnyGame = ComponentType<GameProps<GameCode>>;

const lazyGame = (code: GameCode): AnyGame => lazy(GAME_LOADERS[code] as () => Promise<{ default: AnyGame }>);

/** One lazy component per game; an entry is made again after a failed download, so that a retry asks again. */
const GAMES: Record<GameCode, AnyGame> = {
  1: lazyGame(1),
  2: lazyGame(2),
  3: lazyGame(3),
  4: lazyGame(4),
  5: lazyGame(5),
  6: lazyGame(6),
  7: lazyGame(7),
  8: lazyGame(8),
  9: lazyGame(9),
  10: lazyGame(10),
};

class LoadBoundary extends Component<{ fallback: (error: unknown) => ReactNode; children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('game failed') };
  }
  render() {
    return this.state.error === undefined ? this.props.children : this.props.fallback(this.state.error);
  }
}

function Loading() {
  const { t } = useTranslation('games');
  return (
    <Center mih={200}>
      <Stack align="center" gap="xs" role="status">
        <Loader size="lg" color="grape" />
        <Text fw={700}>{t('loading')}</Text>
      </Stack>
    </Center>
  );
}

/** A game content item: downloads its game's code (its own chunk) and plays it. */
export function GameHost({
  content,
  onFinish,
}: {
  content: Extract<PlayContent, { codTrlTipoConteudo: 3 }>;
  onFinish: (result: GameOutcome) => void;
}) {
  const { t } = useTranslation('games');
  const [loadAttempt, setLoadAttempt] = useState(0);
  const code = content.jogo.codTrlJogo;
  const Game = GAMES[code];

  const fallback = () => (
    <Alert color="orange" title={t('loadFailedTitle')} role="alert">
      <Text mb="sm">{t('loadFailed')}</Text>
      <Button
        onClick={() => {
          GAMES[code] = lazyGame(code);
          setLoadAttempt((n) => n + 1);
        }}
      >
        {t('loadRetry')}
      </Button>
    </Alert>
  );

  return (
    <LoadBoundary key={`${content.codTrlConteudo}-${loadAttempt}`} fallback={fallback}>
      <Suspense fallback={<Loading />}>
        <Game game={content.jogo} salt={content.salt} title={content.dscTitulo ?? content.nomJogo} onFinish={onFinish} />
      </Suspense>
    </LoadBoundary>
  );
}
