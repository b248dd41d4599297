import { Stack, Text } from '@mantine/core';
import type { ChildDto } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';
import { formatScore } from '../../../app/formatGrade';
import { InfoCard } from './InfoCard';
import classes from './guardians.module.css';

/** The graded activities, newest first: the grade beside its maximum ('8,5 / 10'). */
export function GradesCard({ items }: { items: ChildDto['notas'] }) {
  const { t, i18n } = useTranslation('guardians');
  return (
    <InfoCard title={t('child.gradesTitle')} testId="child-grades">
      {items.length === 0 ? (
        <Text c="dimmed">{t('child.noGrades')}</Text>
      ) : (
        <Stack component="ul" gap={0} className={classes.list}>
          {items.map((item) => (
            <li key={item.codBseAtividade} className={classes.item}>
              <Text className={classes.name}>{item.nomAtividade}</Text>
              <Text fw={700} className={classes.value}>
                {formatScore(item.nota, item.notaMaxima, i18n.language)}
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </InfoCard>
  );
}
