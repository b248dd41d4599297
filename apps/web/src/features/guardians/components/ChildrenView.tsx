import { useState } from 'react';
import { Paper, Tabs, Text } from '@mantine/core';
import type { ChildDto } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';
import { ChildPanel } from './ChildPanel';

/** The linked children: one panel, and a tab per child to switch between them when there is more than one. */
export function ChildrenView({ items }: { items: ChildDto[] }) {
  const { t } = useTranslation('guardians');
  const [chosen, setChosen] = useState<string | null>(null);
  const first = items[0];
  if (!first) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text c="dimmed">{t('home.noChildren')}</Text>
      </Paper>
    );
  }
  if (items.length === 1) return <ChildPanel child={first} />;

  const current = items.some((child) => String(child.codBseUsuario) === chosen) ? chosen : String(first.codBseUsuario);
  return (
    <Tabs value={current} onChange={setChosen} variant="pills" radius="xl" keepMounted={false}>
      <Tabs.List aria-label={t('home.childrenLabel')} mb="md">
        {items.map((child) => (
          <Tabs.Tab key={child.codBseUsuario} value={String(child.codBseUsuario)}>
            {child.nomUsuario}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {items.map((child) => (
        <Tabs.Panel key={child.codBseUsuario} value={String(child.codBseUsuario)}>
          <ChildPanel child={child} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
