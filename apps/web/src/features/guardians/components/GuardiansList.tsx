import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUnlink } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications/store';
import type { GuardianDto } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { confirmYesNo } from '../../../app/components/confirm';
import { formatDay } from '../../../app/dateTime';
import { useStudentGuardians, useUnlinkGuardian } from '../api/guardians';

/** The student's guardians: name, login, whether they accepted the term, and 'Remover vínculo' (asked first). */
export function GuardiansList({ studentId, studentName }: { studentId: number; studentName: string }) {
  const { t } = useTranslation('guardians');
  const errorText = useErrorText();
  const guardians = useStudentGuardians(studentId);
  const unlink = useUnlinkGuardian(studentId);

  const askUnlink = (guardian: GuardianDto) =>
    confirmYesNo({
      question: t('staff.removeQuestion', { name: guardian.nomUsuario, student: studentName }),
      detail: t('staff.removeDetail'),
      danger: true,
      onConfirm: () =>
        unlink.mutate(guardian.codBseUsuario, {
          onSuccess: () => notifications.show({ color: 'teal', message: t('staff.removed') }),
          onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
        }),
    });

  return (
    <section aria-labelledby="guardians-list-title">
      <Title order={3} fz="h4" mb="sm" id="guardians-list-title">
        {t('staff.listTitle')}
      </Title>
      {guardians.isError ? (
        <Alert color="red" role="alert">
          {errorText(guardians.error)}
        </Alert>
      ) : !guardians.data ? (
        <CenteredLoader label={t('home.loading')} />
      ) : guardians.data.length === 0 ? (
        <Text c="dimmed">{t('staff.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
          {guardians.data.map((guardian) => (
            <Paper component="li" withBorder radius="md" p="md" key={guardian.codBseUsuario} aria-label={guardian.nomUsuario}>
              <Group justify="space-between" align="flex-start" gap="sm">
                <Stack gap={4} miw={0} style={{ overflowWrap: 'anywhere' }}>
                  <Text fw={700}>{guardian.nomUsuario}</Text>
                  <Text size="sm">
                    {t('staff.login')}:{' '}
                    <Text span ff="monospace" fw={700}>
                      {guardian.cstLogin}
                    </Text>
                  </Text>
                  <Group gap="xs">
                    {guardian.datConsentimento ? (
                      <Badge color="teal.9" variant="filled" tt="none">
                        {t('staff.acceptedOn', { date: formatDay(guardian.datConsentimento) })}
                      </Badge>
                    ) : (
                      <Badge color="gray.8" variant="outline" tt="none">
                        {t('staff.waiting')}
                      </Badge>
                    )}
                    {guardian.alunos > 1 && (
                      <Text size="sm" c="dimmed">
                        {t('staff.students', { count: guardian.alunos })}
                      </Text>
                    )}
                  </Group>
                </Stack>
                <Button
                  variant="default"
                  color="red.8"
                  c="red.9"
                  leftSection={<IconUnlink size={18} aria-hidden />}
                  aria-label={t('staff.removeLabel', { name: guardian.nomUsuario })}
                  onClick={() => askUnlink(guardian)}
                  loading={unlink.isPending && unlink.variables === guardian.codBseUsuario}
                >
                  {t('staff.remove')}
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </section>
  );
}
