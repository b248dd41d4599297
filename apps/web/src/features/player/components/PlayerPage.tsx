import { Alert, Center, Loader } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { PROFILE } from '@portal/shared/common/profiles';
import { useErrorText } from '../../../app/api/errors';
import { useMe } from '../../../app/session/me';
import { watchOutbox } from '../api/outbox';
import { useActiveLesson, usePlayPath } from '../api/play';
import { useOfflinePlayer } from '../offline/useOfflinePlayer';
import { previewRecorder, studentRecorder } from '../api/recorder';
import { OfflineBanner } from './OfflineBanner';
import { PlayerView } from './PlayerView';

/** '4,2 MB' in the reader's language (at least 0,1). */
const formatMegabytes = (bytes: number, language: string) =>
  `${new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.max(bytes / 1_000_000, 0.1))} MB`;

const NO_PROGRESS = { concluidos: [], ultimoConteudo: null, capitulosAvaliados: [], melhores: [], tempoSegundos: 0 };

/** /plataforma ("Trilha"): the current class's active path; a Professor plays it as a preview. */
export function PlayerPage() {
  const { t, i18n } = useTranslation('player');
  const tm = useTranslation('msg').t;
  const errorText = useErrorText();
  const { data: user } = useMe();
  const classId = user?.codBseTurma ?? null;
  const isStudent = user?.codBsePerfil === PROFILE.ALUNO;
  const userId = user?.codBseUsuario ?? null;
  const active = useActiveLesson(classId, userId);
  const pathId = active.data?.comConteudo ? active.data.codTrlLivro : null;
  const path = usePlayPath(pathId, userId);
  const keptBytes = useOfflinePlayer(userId, path.data);
  // The map is drawn in a deferred render: React builds it in slices, giving a phone's thread back between them,
  // where the answer's arrival would otherwise draw the whole path in one long task.
  const shown = useDeferredValue(path.data);

  const recorder = useMemo(
    () => (isStudent && userId !== null && pathId !== null ? studentRecorder(userId, pathId) : previewRecorder),
    [isStudent, userId, pathId],
  );
  useEffect(() => (isStudent && userId !== null ? watchOutbox(userId) : undefined), [isStudent, userId]);

  const nothingToPlay = classId === null || (active.isSuccess && !active.data.comConteudo);
  useEffect(() => {
    if (nothingToPlay && user) notifications.show({ id: 'player-empty', color: 'blue', message: tm('playerNoActivePath') });
  }, [nothingToPlay, user, tm]);

  if (user && nothingToPlay) return <Navigate to="/home" replace />;
  if (active.isError || path.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(active.error ?? path.error)}
      </Alert>
    );
  }
  if (!shown) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  return (
    <>
      {isStudent && userId !== null && <OfflineBanner userId={userId} />}
      <PlayerView
        base="/plataforma"
        key={shown.codTrlLivro}
        path={shown}
        progress={shown.progresso ?? NO_PROGRESS}
        recorder={recorder}
        notice={isStudent ? undefined : t('previewNotice')}
        keptNote={keptBytes ? t('keptOffline', { size: formatMegabytes(keptBytes, i18n.language) }) : undefined}
      />
    </>
  );
}
