import { lazy, Suspense } from 'react';
import { Badge, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROFILE, CLASS_BOUND_PROFILES } from '@portal/shared/common/profiles';
import type { AccountDto } from '@portal/shared/auth';
import { titleNamespaces, useRouteTitleKey } from '../routing/handle';
import { labelKeyFor } from '../nav';
import { useAppConfig } from '../config';
import { LanguageNativeSelect } from './LanguageNativeSelect';
import { UserBadge } from './UserBadge';
import { Logo } from './Logo';
import classes from './layout.module.css';

/** The Professor's class switch (a select, its confirmation, its notices): a chunk of its own, not every student's. */
const ClassSwitch = lazy(async () => ({ default: (await import('./ClassSwitch')).ClassSwitch }));

interface TopBarProps {
  user: AccountDto;
  navOpened: boolean;
  onToggleNav: () => void;
}

/** Route name, 'Turma - {class}' (Professor, Aluno), class switch (Professor), language, user. */
export function TopBar({ user, navOpened, onToggleNav }: TopBarProps) {
  const titleKey = useRouteTitleKey();
  const { t } = useTranslation(titleNamespaces(titleKey), { useSuspense: false });
  const { brand } = useAppConfig();
  const classBound = (CLASS_BOUND_PROFILES as readonly number[]).includes(user.codBsePerfil);
  const isProfessor = user.codBsePerfil === PROFILE.PROFESSOR;

  return (
    <Group h="100%" pr="md" justify="space-between" wrap="nowrap" gap="md">
      <Group gap="md" wrap="nowrap" miw={0} h="100%">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="sm"
          ml="md"
          aria-label={t(navOpened ? 'topbar.closeMenu' : 'topbar.openMenu')}
        />
        <UnstyledButton component={Link} to="/home" className={classes.logo} aria-label={t('nav.logo')}>
          <Logo compact />
        </UnstyledButton>
        <Text fw={700} fz="lg" lineClamp={1} data-testid="route-title">
          {titleKey ? t(labelKeyFor(titleKey, brand)) : ''}
        </Text>
        {classBound && user.nomTurma && (
          <Badge variant="light" color="indigo" size="lg" radius="sm" tt="none" visibleFrom="md" data-testid="current-class">
            {t('topbar.class', { name: user.nomTurma })}
          </Badge>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        {isProfessor && user.turmas.length > 0 && (
          <Group visibleFrom="md">
            <Suspense fallback={null}>
              <ClassSwitch user={user} />
            </Suspense>
          </Group>
        )}
        <Group visibleFrom="xs">
          <LanguageNativeSelect w={140} />
        </Group>
        <UserBadge user={user} />
      </Group>
    </Group>
  );
}
