import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Filled shades with white text at 4.5:1 or more (teal.9 for the green: green.9 reaches only 4.4:1). */
const STATES = {
  ok: { color: 'teal.9', key: 'health.ok' },
  failed: { color: 'red.9', key: 'health.failed' },
  off: { color: 'gray.7', key: 'health.notConfigured' },
} as const;

/** A neighbour's health: OK (green), Falha (red) or Não configurado (grey, `ok: null`). */
export function HealthBadge({ ok }: { ok: boolean | null }) {
  const { t } = useTranslation('admin');
  const state = ok === null ? 'off' : ok ? 'ok' : 'failed';
  const { color, key } = STATES[state];
  return (
    <Badge color={color} variant="filled" tt="none" size="md" data-state={state}>
      {t(key)}
    </Badge>
  );
}
