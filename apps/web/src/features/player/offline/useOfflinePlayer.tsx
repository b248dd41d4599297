import { useEffect, useState } from 'react';
import { Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PlayPathDto } from '@portal/shared/player';
import { keepPictures, keptBytes } from '../../../app/offline/deviceCopies';
import { whenIdle } from '../../../app/offline/whenIdle';
import { evaluationQuestionsQuery } from '../api/play';
import { picturesOf } from './keepPathOffline';
import { registerServiceWorker } from './serviceWorker';

/**
 * Makes the player work offline (issue 28): the service worker that keeps the app's code, then the chapter
 * evaluation's questions and the path's pictures (the path itself is kept as it is read: api/play.ts). Started after
 * the child's first click or key, once the screen has answered it: the service worker's first download (the app's
 * code, some hundreds of KB) never competes with the first screen on a slow link (Lighthouse's /plataforma 85 → 66
 * when it started at once), nor with the touch's own answer. It used to start at the touch's pointerdown: on a slowed
 * phone its work (the pictures' requests and copies) then ran between the touch and its click, and the first tap
 * on a game took 330 ms to answer (`npm run bench:lighthouse`). Returns the bytes kept, once counted, for the map
 * ('Disponível sem internet: 4,2 MB').
 */
export function useOfflinePlayer(userId: number | null, path: PlayPathDto | undefined): number | null {
  const { t } = useTranslation('player');
  const queryClient = useQueryClient();
  const [bytes, setBytes] = useState<number | null>(null);

  useEffect(() => {
    if (userId === null || !path) return;
    let current = true;
    const keepOffline = async () => {
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
      if (navigator.onLine)
        await Promise.all([queryClient.prefetchQuery(evaluationQuestionsQuery(userId)), keepPictures(picturesOf(path))]);
      const total = await keptBytes(userId);
      if (current) setBytes(total);
    };
    // After the click's own frame is painted, and when the browser has a moment (Safari has no idle callbacks).
    const start = () => {
      stopListening();
      requestAnimationFrame(() => void whenIdle().then(keepOffline));
    };
    const stopListening = () => {
      window.removeEventListener('click', start, { capture: true });
      window.removeEventListener('keyup', start, { capture: true });
    };
    window.addEventListener('click', start, { capture: true });
    window.addEventListener('keyup', start, { capture: true });
    return () => {
      current = false;
      stopListening();
    };
  }, [userId, path, queryClient, t]);

  return bytes;
}
