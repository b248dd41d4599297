import { Fragment, useId, type ComponentType, type ReactNode } from 'react';
import { Group, Paper, ThemeIcon, Title } from '@mantine/core';
import type { IconProps } from '@tabler/icons-react';
import classes from './admin.module.css';

interface CardProps {
  title: string;
  icon: ComponentType<IconProps>;
  children: ReactNode;
  testId?: string;
}

/** One card of the page: a section named by its heading. */
export function Card({ title, icon: Icon, children, testId }: CardProps) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="md" p="md" h="100%" data-testid={testId}>
      <Group gap="xs" mb="sm" wrap="nowrap">
        <ThemeIcon variant="light" size="md" radius="md" aria-hidden>
          <Icon size={18} stroke={1.7} />
        </ThemeIcon>
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
      </Group>
      {children}
    </Paper>
  );
}

/** Terms and their values (a description list). */
export function Facts({ items }: { items: [term: string, value: ReactNode][] }) {
  return (
    <dl className={classes.facts}>
      {items.map(([term, value]) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
