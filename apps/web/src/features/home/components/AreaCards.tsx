import { Card, Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, sidebarFor } from '@portal/shared/permissions';
import { NAV_ICONS, useNavLabel } from '../../../app/nav';
import classes from './home.module.css';

const NOT_SHORTCUTS = new Set(['sair', 'configuracoes']);

interface Area {
  id: string;
  path: string;
  label: string;
  description: string;
}

/** The profile's areas (its sidebar entries but Sair and Configurações) as shortcut cards. */
export function AreaCards({ profile }: { profile: number }) {
  const { t } = useTranslation(['translation', 'home']);
  const label = useNavLabel();
  const areas: Area[] = sidebarFor(profile)
    .filter((entry) => !NOT_SHORTCUTS.has(entry.id))
    .map((entry) => ({ id: entry.id, path: entry.path, label: label(entry), description: t(`home.areas.${entry.id}`) }));
  // A Professor authors paths too (curriculum:author) but has no Trilhas entry in the documents' sidebar.
  if (can(profile, 'curriculum:author') && !can(profile, 'nav:livros')) {
    areas.push({
      id: 'livros',
      path: '/livros/listar',
      label: t('professorLink.title', { ns: 'home' }),
      description: t('professorLink.text', { ns: 'home' }),
    });
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" component="ul" className={classes.grid}>
      {areas.map((entry) => {
        const Icon = NAV_ICONS[entry.id];
        return (
          <li key={entry.id}>
            <Card component={Link} to={entry.path} withBorder radius="md" padding="lg" className={classes.card}>
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
                  {Icon ? <Icon size={24} stroke={1.6} /> : null}
                </ThemeIcon>
                <IconChevronRight size={18} className={classes.chevron} aria-hidden />
              </Group>
              <Text fw={700} mt="md" className={classes.cardTitle}>
                {entry.label}
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                {entry.description}
              </Text>
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
