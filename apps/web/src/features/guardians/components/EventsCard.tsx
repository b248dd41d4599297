import { Stack, Text } from '@mantine/core';
import { GUARDIAN_EVENT_DAYS, type ChildDto } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';
import { isoToDay } from '../../../app/dateTime';
import { InfoCard } from './InfoCard';
import classes from './guardians.module.css';

/** The class's public events of the next days, each with its day. */
export function EventsCard({ items }: { items: ChildDto['eventos'] }) {
  const { t } = useTranslation('guardians');
  return (
    <InfoCard title={t('child.eventsTitle')} testId="child-events">
      {items.length === 0 ? (
        <Text c="dimmed">{t('child.noEvents', { days: GUARDIAN_EVENT_DAYS })}</Text>
      ) : (
        <Stack component="ul" gap={0} className={classes.list}>
          {items.map((item) => (
            <li key={item.codCldCalendario} className={classes.item}>
              <Text fw={600} className={classes.name}>
                {item.dscTitulo}
              </Text>
              <Text size="sm" c="dimmed" className={classes.value}>
                <time dateTime={item.datEvento}>{isoToDay(item.datEvento)}</time>
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </InfoCard>
  );
}
