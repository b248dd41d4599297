import { Breadcrumbs, Button, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** Trilhas > path > chapter: buttons back up the hierarchy, the last one is the current page. */
export function CurriculumBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('curriculum');
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <Breadcrumbs separator={<IconChevronRight size={14} aria-hidden />} separatorMargin={4}>
        {crumbs.map((crumb) =>
          crumb.to ? (
            <Button key={crumb.label} component={Link} to={crumb.to} variant="light" size="compact-sm">
              {crumb.label}
            </Button>
          ) : (
            <Text key={crumb.label} size="sm" fw={600} aria-current="page" px={6}>
              {crumb.label}
            </Text>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
