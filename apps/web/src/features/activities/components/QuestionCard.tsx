import type { ReactNode } from 'react';
import { Group, Paper, Stack, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Rich text stored by the server (sanitised there to an allow-list: apps/api/src/lib/rich-text.ts). */
export function StoredHtml({ html }: { html: string }) {
  return <Typography dangerouslySetInnerHTML={{ __html: html }} />;
}

interface Props {
  id: number;
  number: number;
  title: string;
  /** The statement (rich text). */
  statement: string;
  /** Beside the title: a grade, a correct/incorrect mark. */
  badge?: ReactNode;
  children: ReactNode;
}

/** One numbered question of an activity (answering, the answers sent, grading): a list item named by its title. */
export function QuestionCard({ id, number, title, statement, badge, children }: Props) {
  const { t } = useTranslation('activities');
  return (
    <Paper component="li" withBorder radius="md" p="lg" aria-labelledby={`q-${id}`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4" id={`q-${id}`}>
            {t('student.questionN', { n: number, title })}
          </Title>
          {badge}
        </Group>
        <StoredHtml html={statement} />
        {children}
      </Stack>
    </Paper>
  );
}

/** The numbered questions of an activity: an ordered list of QuestionCards. */
export function QuestionList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="ol" aria-label={label} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {children}
    </Stack>
  );
}
