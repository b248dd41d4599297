import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '@portal/shared/permissions';
import { useMe } from '../../../app/session/me';
import { CenteredLoader } from '../../../app/components/CenteredLoader';

const AnsweringPage = lazy(async () => ({ default: (await import('./student/AnsweringPage')).AnsweringPage }));
const ActivityPreviewPage = lazy(async () => ({ default: (await import('./preview/ActivityPreviewPage')).ActivityPreviewPage }));

/** /atividade/visualizar/{id}: the student answers there; the staff read the questions with their key. */
export function ActivityViewPage() {
  const { t } = useTranslation('activities');
  const { data: user } = useMe();
  return (
    <Suspense fallback={<CenteredLoader label={t('loading')} />}>
      {can(user?.codBsePerfil, 'activity:answer') ? <AnsweringPage /> : <ActivityPreviewPage />}
    </Suspense>
  );
}
