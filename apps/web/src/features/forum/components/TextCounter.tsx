import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How much of a field's limit is used, read by screen readers as the field's description. */
export function TextCounter({ id, count, max }: { id: string; count: number; max: number }) {
  const { t } = useTranslation('forum');
  return (
    <Text id={id} size="xs" c={max - count <= 10 ? 'red.8' : 'dimmed'} ta="right">
      {t('counter', { count, max })}
    </Text>
  );
}
