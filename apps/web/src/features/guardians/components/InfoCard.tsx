import { useId, type ReactNode } from 'react';
import { Paper, Title } from '@mantine/core';

/** A card of the child's panel: a section named by its heading (a level under the child's name). */
export function InfoCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} data-testid={testId}>
      <Title order={3} fz="h4" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
