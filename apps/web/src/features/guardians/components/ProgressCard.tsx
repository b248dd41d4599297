import { Group, Progress, Stack, Text } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import type { ChildDto } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';
import { InfoCard } from './InfoCard';

/** The class's active path: items done of its total, as a bar, and the stars earned. */
export function ProgressCard({ progress }: { progress: ChildDto['progresso'] }) {
  const { t } = useTranslation('guardians');
  const percent = progress.total === 0 ? 0 : Math.round((progress.concluidos / progress.total) * 100);
  return (
    <InfoCard title={t('child.progressTitle')} testId="child-progress">
      {progress.nomLivro === null ? (
        <Text c="dimmed">{t('child.noPath')}</Text>
      ) : (
        <Stack gap="xs">
          <Text fw={600}>{progress.nomLivro}</Text>
          <Progress value={percent} size="lg" radius="xl" aria-label={t('child.progressLabel', { path: progress.nomLivro })} />
          <Group justify="space-between" gap="xs">
            <Text size="sm">{t('child.done', { done: progress.concluidos, total: progress.total })}</Text>
            <Group gap={4} wrap="nowrap">
              <IconStarFilled size={16} aria-hidden color="var(--mantine-color-yellow-6)" />
              <Text size="sm">{t('child.stars', { count: progress.estrelas })}</Text>
            </Group>
          </Group>
        </Stack>
      )}
    </InfoCard>
  );
}
