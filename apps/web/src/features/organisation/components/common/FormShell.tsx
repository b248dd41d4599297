import type { FormEvent, ReactNode } from 'react';
import { Alert, Button, Group, LoadingOverlay, Paper, Stack, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  backTo: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  loading: boolean;
  saving: boolean;
  /** A reason the record cannot be saved (shown instead of the save button). */
  blocked?: string;
  /** A failed load: the message instead of the form. */
  loadError?: string;
  children: ReactNode;
}

/** A create/edit screen: title, the fields in a card, Voltar and Salvar. */
export function FormShell({ title, backTo, onSubmit, loading, saving, blocked, loadError, children }: Props) {
  const { t } = useTranslation('organisation');
  return (
    <Stack gap="lg" maw={900}>
      <Title order={1}>{title}</Title>
      {loadError ? (
        <Alert color="red">{loadError}</Alert>
      ) : (
        <Paper withBorder radius="md" p="lg" pos="relative">
          <LoadingOverlay visible={loading} zIndex={5} overlayProps={{ blur: 1 }} />
          <form onSubmit={onSubmit} noValidate>
            <Stack gap="md">
              {blocked && <Alert color="yellow">{blocked}</Alert>}
              {children}
              <Group justify="flex-end" gap="sm">
                <Button component={Link} to={backTo} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
                  {t('list.back')}
                </Button>
                {!blocked && (
                  <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
                    {t('list.save')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
