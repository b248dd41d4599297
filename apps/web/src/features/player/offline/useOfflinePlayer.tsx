import { useEffect, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { PlayPathDto } from '@portal/shared/player';
import { useEvaluationQuestions } from '../api/play';
import { useKeptOffline } from './keepPathOffline';
import { registerServiceWorker } from './serviceWorker';

/** The first touch or key anywhere in the page. */
function useFirstInteraction(): boolean {
  const [happened, setHappened] = useState(false);
  useEffect(() => {
    if (happened) return;
    const done = () => setHappened(true);
    window.addEventListener('pointerdown', done, { capture: true, once: true });
    window.addEventListener('keydown', done, { capture: true, once: true });
    return () => {
      window.removeEventListener('pointerdown', done, { capture: true });
      window.removeEventListener('keydown', done, { capture: true });
    };
  }, [happened]);
  return happened;
}

/**
 * Makes the player work offline (issue 28): the service worker that keeps the app's code, the chapter evaluation's
 * questions and the path's pictures. Started at the child's first touch, not as the page opens: the service
 * worker's first download (the app's code, some hundreds of KB) then never competes with the first screen on a slow
 * link (measured: Lighthouse's /plataforma 85 → 66 when it started at once). Returns the bytes kept, once counted.
 */
export function useOfflinePlayer(userId: number | null, pathId: number | null, path: PlayPathDto | undefined): number | null {
  const { t } = useTranslation('player');
  const keeping = useFirstInteraction();
  // Asked with the path, so that the chapter evaluations open offline too (kept like the path).
  useEvaluationQuestions(keeping && pathId !== null, userId);
  const keptBytes = useKeptOffline(userId, keeping ? path : undefined);

  useEffect(() => {
    if (!keeping) return;
    registerServiceWorker((applyNow) =>
      notifications.show({
        id: 'new-version',
        color: 'indigo',
        autoClose: false,
        title: t('newVersionTitle'),
        message: (
          <>
            <Text size="sm">{t('newVersionText')}</Text>
            <Button size="xs" mt="xs" onClick={applyNow}>
              {t('newVersionNow')}
            </Button>
          </>
        ),
      }),
    );
  }, [keeping, t]);

  return keptBytes;
}
