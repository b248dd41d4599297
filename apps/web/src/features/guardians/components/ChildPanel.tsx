import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ChildDto } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';
import { AttendanceCard } from './AttendanceCard';
import { EventsCard } from './EventsCard';
import { GradesCard } from './GradesCard';
import { PendingCard } from './PendingCard';
import { ProgressCard } from './ProgressCard';

/** One child's school life, read only: their class, path, due work, grades, attendance and the class's events. */
export function ChildPanel({ child }: { child: ChildDto }) {
  const { t } = useTranslation('guardians');
  return (
    <Stack gap="md" component="section" aria-labelledby={`child-${child.codBseUsuario}`}>
      <div>
        <Title order={2} id={`child-${child.codBseUsuario}`}>
          {child.nomUsuario}
        </Title>
        <Text c="dimmed">{t('child.place', { className: child.nomTurma ?? t('child.noClass'), school: child.nomEscola })}</Text>
      </div>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <ProgressCard progress={child.progresso} />
        <AttendanceCard attendance={child.frequencia} />
        <PendingCard items={child.pendencias} />
        <GradesCard items={child.notas} />
        <EventsCard items={child.eventos} />
      </SimpleGrid>
    </Stack>
  );
}
