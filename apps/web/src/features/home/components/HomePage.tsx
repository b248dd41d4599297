import { useEffect } from 'react';
import { Alert, Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck, IconChecklist, IconTable, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { HOME_UNKNOWN_PROFILE_REDIRECT_MS } from '@portal/shared/auth';
import { CLASS_BOUND_PROFILES, PROFILE, isProfileCode } from '@portal/shared/common/profiles';
import { can } from '@portal/shared/permissions';
import { GuardianHome } from '../../../app/guardianHome';
import { useMe } from '../../../app/session/me';
import { useProfileName } from '../../../app/session/profile';
import { clearSession } from '../../../app/session/storage';
import { AreaCards } from './AreaCards';
import { AttendanceWatchCard } from './AttendanceWatchCard';
import { TodoCard } from './TodoCard';
import classes from './home.module.css';

/**
 * Welcome, the profile's areas and, for Professor and Aluno, the current class: the Professor's with a
 * link to its gradebook, the student's 'Para fazer' (issue 23) above the areas.
 */
export function HomePage() {
  const { t } = useTranslation(['translation', 'home']);
  const profileName = useProfileName();
  const { data: user } = useMe();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const knownProfile = user ? isProfileCode(user.codBsePerfil) : true;

  useEffect(() => {
    if (knownProfile) return;
    // 2-access §2: a profile outside 1..8 (the documents' seven and the guardian) is sent to /login after 1.5 s.
    const timer = window.setTimeout(() => {
      clearSession();
      queryClient.removeQueries();
      void navigate('/login', { replace: true });
    }, HOME_UNKNOWN_PROFILE_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [knownProfile, navigate, queryClient]);

  if (!user) return null;
  if (!knownProfile) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title={t('home.unknownProfileTitle')} role="alert">
        {t('home.unknownProfile')}
      </Alert>
    );
  }

  // The guardian (issue 27) reads their children, not the school's areas.
  if (user.codBsePerfil === PROFILE.RESPONSAVEL) return <GuardianHome />;

  const classBound = (CLASS_BOUND_PROFILES as readonly number[]).includes(user.codBsePerfil);
  const place = [user.nomEscola, user.nomUnidade].filter(Boolean).join(' · ');

  return (
    <Stack gap="xl">
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.hero}>
        <Group justify="space-between" align="flex-end" gap="lg">
          <Stack gap={6}>
            <Title order={1} c="white">
              {t('home.welcome', { name: user.nomUsuario })}
            </Title>
            <Text c="indigo.0">{t('home.subtitle', { profile: profileName(user) })}</Text>
            {place && (
              <Text c="indigo.0" size="sm">
                {place}
              </Text>
            )}
          </Stack>
          {classBound && (
            <Paper radius="md" p="md" bg="white" c="dark" miw={220} data-testid="home-current-class">
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
                  <IconUsersGroup size={22} />
                </ThemeIcon>
                <div>
                  <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
                    {t('home.currentClass')}
                  </Text>
                  <Text fw={700}>{user.nomTurma ?? t('home.noClass')}</Text>
                  {user.codBseTurma !== null && can(user.codBsePerfil, 'gradebook:read') && (
                    <Anchor
                      component={Link}
                      to={`/turma/${user.codBseTurma}/boletim`}
                      size="sm"
                      fw={600}
                      aria-label={t('gradebook.label', { ns: 'home', name: user.nomTurma })}
                    >
                      <Group gap={4} wrap="nowrap" component="span">
                        <IconTable size={16} aria-hidden />
                        {t('gradebook.link', { ns: 'home' })}
                      </Group>
                    </Anchor>
                  )}
                  {user.codBseTurma !== null && can(user.codBsePerfil, 'attendance:take') && (
                    <Anchor
                      component={Link}
                      to={`/turma/${user.codBseTurma}/chamada`}
                      size="sm"
                      fw={600}
                      display="block"
                      aria-label={t('roll.label', { ns: 'home', name: user.nomTurma })}
                    >
                      <Group gap={4} wrap="nowrap" component="span">
                        <IconChecklist size={16} aria-hidden />
                        {t('roll.link', { ns: 'home' })}
                      </Group>
                    </Anchor>
                  )}
                  {can(user.codBsePerfil, 'attendance:own') && (
                    <Anchor component={Link} to="/frequencia" size="sm" fw={600} display="block">
                      <Group gap={4} wrap="nowrap" component="span">
                        <IconCalendarCheck size={16} aria-hidden />
                        {t('ownAttendance', { ns: 'home' })}
                      </Group>
                    </Anchor>
                  )}
                </div>
              </Group>
            </Paper>
          )}
        </Group>
      </Paper>
      {can(user.codBsePerfil, 'home:todo') && <TodoCard />}
      {can(user.codBsePerfil, 'attendance:watch') && <AttendanceWatchCard />}
      <section aria-labelledby="home-areas">
        <Title order={2} fz="h3" mb="md" id="home-areas">
          {t('home.areasTitle')}
        </Title>
        <AreaCards profile={user.codBsePerfil} />
      </section>
    </Stack>
  );
}
