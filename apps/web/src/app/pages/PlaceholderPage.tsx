import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRouteTitleKey } from '../routing/handle';
import { labelKeyFor } from '../nav';
import { useAppConfig } from '../config';

/** An area of the sidebar that is not built yet: says so honestly, nothing pretends to work. */
export function PlaceholderPage() {
  const { t } = useTranslation();
  const { brand } = useAppConfig();
  const titleKey = useRouteTitleKey();
  return (
    <Stack gap="lg">
      <Title order={1}>{titleKey ? t(labelKeyFor(titleKey, brand)) : ''}</Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="md" py="xl">
          <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
            <IconTools size={34} stroke={1.5} />
          </ThemeIcon>
          <Text size="lg" fw={600} ta="center">
            {t('placeholder.text')}
          </Text>
          <Text c="dimmed" ta="center" maw={480}>
            {t('placeholder.detail')}
          </Text>
          <Button component={Link} to="/home" variant="light">
            {t('common.backHome')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
