import { ActionIcon, Menu, Text } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { EMOTICONS } from '@portal/shared/chat';
import { useTranslation } from 'react-i18next';

/** The six emoji of the chat's shortcuts (§2), each inserted where the text cursor is; the shortcut typed works too. */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const { t } = useTranslation('chat');
  return (
    <Menu position="top-start" withArrow shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" size="lg" aria-label={t('emoji')}>
          <IconMoodSmile size={22} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {EMOTICONS.map(([shortcut, emoji]) => (
          <Menu.Item
            key={shortcut}
            onClick={() => onPick(emoji)}
            rightSection={
              <Text size="xs" c="dimmed">
                {shortcut}
              </Text>
            }
          >
            <span className="chat-emoji">{emoji}</span>
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
