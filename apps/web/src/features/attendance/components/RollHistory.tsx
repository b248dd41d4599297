import { useState } from 'react';
import { Alert, Button, Collapse, List, Loader, Stack, Text } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Presence } from '@portal/shared/attendance';
import { useErrorText } from '../../../app/api/errors';
import { formatDateTime } from '../../../app/dateTime';
import { useRollHistory } from '../api/history';

/** The changes of the day's saved marks (who, when, before and after), read when opened. */
export function RollHistory({ classId, day }: { classId: number; day: string }) {
  const { t } = useTranslation('attendance');
  const errorText = useErrorText();
  const [open, setOpen] = useState(false);
  const history = useRollHistory(classId, day, open);
  const word = (presence: Presence, reason: string | null) =>
    presence === 'S' ? t('roll.present') : reason ? `${t('roll.justified')} (${reason})` : t('roll.absent');
  return (
    <Stack gap="xs">
      <Button
        variant="subtle"
        leftSection={<IconHistory size={18} aria-hidden />}
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="roll-history"
        w="fit-content"
      >
        {t('roll.history')}
      </Button>
      <Collapse expanded={open} id="roll-history">
        {history.isError ? (
          <Alert color="red">{errorText(history.error)}</Alert>
        ) : !history.data ? (
          open && <Loader size="sm" aria-label={t('roll.loading')} />
        ) : history.data.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('roll.historyEmpty')}
          </Text>
        ) : (
          <List size="sm" spacing={4}>
            {history.data.map((change, index) => (
              <List.Item key={index}>
                <Text size="sm" span c="dimmed">
                  {formatDateTime(change.datAlteracao)}{' '}
                </Text>
                {t('roll.historyLine', {
                  who: change.nomAlterador ?? t('roll.someone'),
                  student: change.nomUsuario,
                  before: word(change.indPresenteAnterior, change.dscJustificativaAnterior),
                  after: word(change.indPresenteNovo, change.dscJustificativaNova),
                })}
              </List.Item>
            ))}
          </List>
        )}
      </Collapse>
    </Stack>
  );
}
