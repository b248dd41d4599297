import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** `compact`: the name only from the sm breakpoint up (the icon alone on phones). */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <ThemeIcon size={36} radius="md" variant={inverted ? 'white' : 'filled'} aria-hidden>
        <IconSchool size={22} />
      </ThemeIcon>
      <Text fw={800} fz="lg" c={inverted ? 'white' : 'indigo.9'} lh={1.1} visibleFrom={compact ? 'sm' : undefined}>
        {t('app.product')}
      </Text>
    </Group>
  );
}
