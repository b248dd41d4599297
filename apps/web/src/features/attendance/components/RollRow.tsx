import { Avatar, Badge, Group, Text, TextInput, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AttendanceRowDto } from '@portal/shared/attendance';
import type { MarkStatus, RollEntry } from '../roll';
import classes from './attendance.module.css';

// Shades dark enough for white text on the filled badges (WCAG AA).
const COLOR: Record<MarkStatus, string> = { present: 'teal.9', absent: 'red.8', justified: 'orange.9' };

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
            color={COLOR[entry.status]}
            variant={entry.status === 'present' ? 'outline' : 'filled'}
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
