import { ActionIcon, Badge, Group, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../app/api/errors';
import { notice } from './notice';
import { useAddClassLesson, usePathsToAdd } from '../api/classLessons';
import { CenteredLoader } from '../../../app/components/CenteredLoader';

/**
 * 'Selecionar Aula': the paths the class does not have yet, each with its use (check) button.
 *
 * Colours: Mantine 9's `light` variant with a shaded colour ('teal.9') paints the background in that solid
 * shade and the content in the colour's light text colour (its shade 9 too): a blank green square. The use
 * button is filled (a white check on teal.9, 5:1) and the badges are light with a plain colour (a pale
 * background, dark text).
 */
export function SelectLessonDialog({ classId, opened, onClose }: { classId: number; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('classLessons');
  const errorText = useErrorText();
  const options = usePathsToAdd(classId, opened);
  const add = useAddClassLesson();

  const use = (codTrlLivro: number) =>
    add.mutate(
      { codBseTurma: classId, codTrlLivro },
      {
        onSuccess: () => {
          notice('teal', t('added'));
          onClose();
        },
        onError: (error) => notice('red', errorText(error)),
      },
    );

  return (
    <Modal opened={opened} onClose={onClose} title={t('dialogTitle')} size="lg">
      {options.isPending ? (
        <CenteredLoader label={t('loading')} />
      ) : options.isError ? (
        <Text c="red.8" role="alert">
          {errorText(options.error)}
        </Text>
      ) : options.data.length === 0 ? (
        <Text c="dimmed">{t('dialogEmpty')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('dialogTitle')}>
          {options.data.map((path) => (
            <Group key={path.codTrlLivro} component="li" justify="space-between" wrap="nowrap" py={4}>
              <div>
                <Text fw={600}>{path.dscTitulo}</Text>
                <Group gap={6}>
                  <Badge variant="light" color="gray" size="sm">
                    {path.codBseTurma === null ? t('network') : t('classOwn')}
                  </Badge>
                  {!path.comConteudo && (
                    <Badge variant="light" color="orange" c="dark.7" size="sm">
                      {t('noContent')}
                    </Badge>
                  )}
                </Group>
              </div>
              <Tooltip label={t('useAction', { title: path.dscTitulo })} withArrow>
                <ActionIcon
                  size="lg"
                  variant="filled"
                  color="teal.9"
                  aria-label={t('useAction', { title: path.dscTitulo })}
                  loading={add.isPending && add.variables?.codTrlLivro === path.codTrlLivro}
                  disabled={add.isPending}
                  onClick={() => use(path.codTrlLivro)}
                >
                  <IconCheck size={20} aria-hidden />
                </ActionIcon>
              </Tooltip>
            </Group>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
