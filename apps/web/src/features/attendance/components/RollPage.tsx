import { useEffect, useState } from 'react';
import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconChevronLeft, IconChevronRight, IconCloudOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { addDays, daysFrom, networkToday } from '@portal/shared/common/days';
import type { AttendanceRowDto } from '@portal/shared/attendance';
import { can } from '@portal/shared/permissions';
import { useErrorText } from '../../../app/api/errors';
import { newRecordId } from '../../../app/api/recordId';
import { CenteredLoader } from '../../../app/components/CenteredLoader';
import { formatDay } from '../../../app/dateTime';
import { useAddressParams } from '../../../app/routing/useAddressParams';
import { useClassName } from '../../../app/session/className';
import { useMe } from '../../../app/session/me';
import { attendanceKeys, sendRoll, useAttendanceRules, useRoll } from '../api/attendance';
import { type PendingRoll, isNetworkFailure, keepRoll, useRollOutbox, watchRolls } from '../api/rollOutbox';
import { NEXT_STATUS, type RollEntry, entriesOf, marksOf } from '../roll';
import { RollHistory } from './RollHistory';
import { RollRow } from './RollRow';
import classes from './attendance.module.css';

const isDay = (text: string | null): text is string => text !== null && /^\d{4}-\d{2}-\d{2}$/.test(text);

/**
 * /turma/{codBseTurma}/chamada?data=YYYY-MM-DD: the class's roll of a day (today by default), made on a
 * phone in half a minute: everyone present until tapped, a second tap makes the absence justified, 'Salvar
 * chamada' stores the whole day. Without a network the roll waits on the device and is sent when it returns.
 */
export function RollPage() {
  const { t } = useTranslation('attendance');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const classId = Number(useParams().codBseTurma);
  const [params, update] = useAddressParams();
  const today = networkToday();
  const asked = params.get('data');
  const day = isDay(asked) && asked <= today ? asked : today;
  const me = useMe().data;
  const userId = me?.codBseUsuario ?? null;
  const rules = useAttendanceRules();
  const roll = useRoll(classId, day);
  const className = useClassName(classId).data;
  const outbox = useRollOutbox(userId);
  const kept = outbox.pending.find((r) => r.classId === classId && r.day === day);

  useEffect(() => {
    if (userId === null) return undefined;
    return watchRolls(userId, (sent: PendingRoll) => {
      void queryClient.invalidateQueries({ queryKey: attendanceKeys.roll(sent.classId, sent.day) });
      notifications.show({ color: 'teal', message: t('roll.sentLater', { day: formatDay(`${sent.day}T12:00:00`) }) });
    });
  }, [userId, queryClient, t]);

  const profile = me?.codBsePerfil;
  const editDays = rules.data?.diasEdicao ?? null;
  const closed = editDays !== null && daysFrom(day, today) > editDays && !can(profile, 'attendance:late');
  const mayTake = can(profile, 'attendance:take') && !closed;

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>{t('roll.title')}</Title>
        {className && <Text c="dimmed">{t('roll.subtitle', { name: className })}</Text>}
      </div>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={18} aria-hidden />}
          onClick={() => update({ data: addDays(day, -1) })}
          aria-label={t('roll.previousDay')}
        >
          <Box component="span" visibleFrom="sm">
            {t('roll.previousDay')}
          </Box>
        </Button>
        <Text fw={700} size="lg" aria-live="polite" data-testid="roll-day">
          {formatDay(`${day}T12:00:00`)}
        </Text>
        <Button
          variant="default"
          rightSection={<IconChevronRight size={18} aria-hidden />}
          onClick={() => update({ data: addDays(day, 1) === today ? null : addDays(day, 1) })}
          disabled={day >= today}
          aria-label={t('roll.nextDay')}
        >
          <Box component="span" visibleFrom="sm">
            {t('roll.nextDay')}
          </Box>
        </Button>
      </Group>
      {day !== today && (
        <Button variant="subtle" onClick={() => update({ data: null })} w="fit-content">
          {t('roll.today')}
        </Button>
      )}
      {outbox.offline && (
        <Alert color="yellow" icon={<IconCloudOff size={20} aria-hidden />} role="status">
          {t('roll.offline')}
        </Alert>
      )}
      {outbox.pending.length > 0 && (
        <Alert color="yellow" role="status" data-testid="roll-pending">
          {t('roll.pending', { count: outbox.pending.length })}
        </Alert>
      )}
      {outbox.refused && (
        <Alert color="red" role="alert">
          {t('roll.refused', { day: formatDay(`${outbox.refused.day}T12:00:00`), message: outbox.refused.message })}
        </Alert>
      )}
      {closed && editDays !== null && <Alert color="gray">{t('roll.closed', { days: editDays })}</Alert>}
      {roll.isError ? (
        <Alert color="red" role="alert">
          {errorText(roll.error)}
        </Alert>
      ) : !roll.data || userId === null ? (
        <CenteredLoader label={t('roll.loading')} />
      ) : roll.data.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center">
            {t('roll.empty')}
          </Text>
        </Paper>
      ) : (
        <RollSheet
          key={`${classId}:${day}`}
          rows={roll.data}
          kept={kept}
          disabled={!mayTake}
          onSave={async (marks) => {
            const key = newRecordId();
            try {
              const fresh = await sendRoll(classId, day, marks, key);
              queryClient.setQueryData(attendanceKeys.roll(classId, day), fresh);
              notifications.show({ color: 'teal', message: t('roll.saved') });
            } catch (error) {
              if (!isNetworkFailure(error)) throw error;
              keepRoll(userId, { key, classId, day, marks });
              notifications.show({ color: 'yellow', message: t('roll.savedOffline') });
            }
          }}
        />
      )}
      {roll.data && roll.data.some((r) => r.datRegistro !== null) && <RollHistory classId={classId} day={day} />}
    </Stack>
  );
}

/** The day's list of students and the save, holding the marks being made (from the server, or kept offline). */
function RollSheet({
  rows,
  kept,
  disabled,
  onSave,
}: {
  rows: AttendanceRowDto[];
  kept: PendingRoll | undefined;
  disabled: boolean;
  onSave: (marks: ReturnType<typeof marksOf>) => Promise<void>;
}) {
  const { t } = useTranslation('attendance');
  const errorText = useErrorText();
  const [entries, setEntries] = useState(() => entriesOf(rows, kept?.marks));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const change = (id: number, next: (entry: RollEntry) => RollEntry) =>
    setEntries((current) => new Map(current).set(id, next(current.get(id) ?? { status: 'present', reason: '' })));
  const absent = [...entries.values()].filter((e) => e.status !== 'present').length;
  const saved = rows.some((r) => r.datRegistro !== null);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await onSave(marksOf(rows, entries));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="sm">
      {!kept && !saved && (
        <Text size="sm" c="dimmed">
          {t('roll.notSaved')}
        </Text>
      )}
      <Text size="sm" c="dimmed" id="roll-hint">
        {t('roll.rowHint')}
      </Text>
      <ul className={classes.list} aria-label={t('roll.title')}>
        {rows.map((row) => (
          <RollRow
            key={row.codBseUsuario}
            row={row}
            entry={entries.get(row.codBseUsuario) ?? { status: 'present', reason: '' }}
            disabled={disabled || saving}
            hintId="roll-hint"
            onTap={() => change(row.codBseUsuario, (e) => ({ ...e, status: NEXT_STATUS[e.status] }))}
            onReason={(reason) => change(row.codBseUsuario, (e) => ({ ...e, reason }))}
          />
        ))}
      </ul>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Paper className={classes.footer} p="sm" radius="md" withBorder>
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text fw={600} aria-live="polite" data-testid="roll-counts" className={classes.counts}>
            {t('roll.counts', {
              present: t('roll.presentCount', { count: rows.length - absent }),
              absent: t('roll.absentCount', { count: absent }),
            })}
          </Text>
          {!disabled && (
            <Button size="md" onClick={() => void save()} loading={saving} className={classes.save}>
              {t('roll.save')}
            </Button>
          )}
        </Group>
      </Paper>
    </Stack>
  );
}
