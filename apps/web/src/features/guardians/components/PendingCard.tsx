import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ChildDto } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';
import { isoToDay } from '../../../app/dateTime';
import { InfoCard } from './InfoCard';
import classes from './guardians.module.css';

/** The activities the child has not sent, each with its due day; the late ones marked. */
export function PendingCard({ items }: { items: ChildDto['pendencias'] }) {
  const { t } = useTranslation('guardians');
  return (
    <InfoCard title={t('child.pendingTitle')} testId="child-pending">
      {items.length === 0 ? (
        <Text c="dimmed">{t('child.noPending')}</Text>
      ) : (
        <Stack component="ul" gap={0} className={classes.list}>
          {items.map((item) => (
            <li key={item.codBseAtividade} className={classes.item}>
              <Text fw={600} className={classes.name}>
                {item.nomAtividade}
              </Text>
              <Group gap={6} wrap="nowrap">
                <Text size="sm" c={item.atrasada ? 'red.9' : 'dimmed'} fw={item.atrasada ? 700 : 400}>
                  {item.datEntrega ? t('child.due', { date: isoToDay(item.datEntrega) }) : t('child.noDue')}
                </Text>
                {item.atrasada && (
                  <Badge color="red.9" variant="filled" size="sm">
                    {t('child.late')}
                  </Badge>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </InfoCard>
  );
}
