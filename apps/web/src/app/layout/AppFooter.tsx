import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can } from '@portal/shared/permissions';
import classes from './layout.module.css';

/**
 * The foot of every signed-in page (3-reports-communication §2: "The footer has a link to /admin"):
 * the link is shown to the profiles that may open the system page (the Master), nobody else.
 */
export function AppFooter({ profile }: { profile: number | null | undefined }) {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t('app.product')}
        </Text>
        {can(profile, 'system:admin') && (
          <Anchor component={Link} to="/admin" size="sm">
            {t('nav.admin')}
          </Anchor>
        )}
      </Group>
    </footer>
  );
}
