import { IconSchool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './logo.module.css';

/**
 * The product's mark, in plain HTML (the login draws it before Mantine is downloaded).
 * `compact`: the name only from the sm breakpoint up (the icon alone on phones).
 */
export function Logo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={classes.logo} data-inverted={inverted}>
      <span className={classes.icon} aria-hidden>
        <IconSchool size={22} />
      </span>
      <span className={classes.name} data-compact={compact}>
        {t('app.product')}
      </span>
    </span>
  );
}
