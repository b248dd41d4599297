import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** 'Novo Conteúdo': every validation error, one line each, under a heading (1-authoring §2). */
export function ValidationList({ messages }: { messages: string[] }) {
  const { t } = useTranslation('curriculum');
  if (messages.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={t('contents.validationHeading')}
      role="alert"
      data-testid="validation-list"
    >
      <List size="sm" spacing={2}>
        {messages.map((text) => (
          <List.Item key={text}>{text}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
