import { Avatar, Badge, Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendanceRowDto } from '@portal/shared/attendance';
import type { MarkStatus, RollEntry } from '../roll';
import classes from './attendance.module.css';

/*
 * Each mark's badge, its text 4.5:1 or more against its background (WCAG AA): present teal on white, absent white on
 * a deep red, justified dark text on a light orange (no orange shade carries white or orange text well enough).
 */
const BADGE: Record<MarkStatus, { color: string; variant: 'outline' | 'filled' | 'light'; text?: string }> = {
  present: { color: 'teal.9', variant: 'outline' },
  absent: { color: 'red.9', variant: 'filled' },
  justified: { color: 'orange', variant: 'light', text: 'var(--mantine-color-dark-7)' },
};

/** One student of the roll: a big row that one tap moves to the next mark; a justified absence shows its reason's field. */
export function RollRow({
  row,
  entry,
  disabled,
  hintId,
  onTap,
  onReason,
}: {
  row: AttendanceRowDto;
  entry: RollEntry;
  disabled: boolean;
  hintId: string;
  onTap: () => void;
  onReason: (text: string) => void;
}) {
  const { t } = useTranslation('attendance');
  const status = t(`roll.${entry.status}`);
  const short = entry.status === 'justified' ? t('roll.justifiedShort') : status;
  return (
    <li className={classes.row} data-status={entry.status} data-testid="roll-row">
      <UnstyledButton
        className={classes.rowButton}
        onClick={onTap}
        disabled={disabled}
        aria-label={t('roll.rowLabel', { name: row.nomUsuario, status })}
        aria-describedby={hintId}
      >
        <Group gap="sm" wrap="nowrap">
          <Avatar src={row.imgAvatar} name={row.nomUsuario} color="indigo" radius="xl" size={44} alt="" />
          <Text fw={600} className={classes.name}>
            {row.nomUsuario}
          </Text>
          <Badge
            color={BADGE[entry.status].color}
            variant={BADGE[entry.status].variant}
            styles={{ label: { color: BADGE[entry.status].text } }}
            size="lg"
            className={classes.badge}
          >
            {short}
          </Badge>
        </Group>
      </UnstyledButton>
      {entry.status === 'justified' && (
        <TextInput
          className={classes.reason}
          label={t('roll.justification', { name: row.nomUsuario })}
          placeholder={t('roll.justificationPlaceholder')}
          value={entry.reason}
          maxLength={200}
          disabled={disabled}
          onChange={(event) => onReason(event.currentTarget.value)}
        />
      )}
    </li>
  );
}
