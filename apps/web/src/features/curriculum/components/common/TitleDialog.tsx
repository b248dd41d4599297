import { useEffect, useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useErrorText, useMessage } from '../../../../app/api/errors';
import { confirmYesNo } from '../../../../app/components/confirm';
import { OoopsModal } from './ooops';

export type TitleValues = {
  dscTitulo: string;
};

interface Props {
  opened: boolean;
  heading: string;
  initialTitle: string;
  /** The shared body schema the server checks (PathCreateBody, ChapterUpdateBody...). */
  schema: z.ZodType;
  /** Fields sent with the title (codTrlLivro of a new chapter). */
  extra?: Record<string, unknown>;
  maxLength: number;
  saving: boolean;
  /** 'Você deseja cancelar?' before closing (the new-path dialog). */
  confirmCancel?: boolean;
  /** Resolves when saved; a refusal is shown in the 'Ooops!' alert. */
  onSave: (values: TitleValues) => Promise<unknown>;
  onClose: () => void;
}

/** The path and chapter dialogs: one title field; a refused title says so in the 'Ooops!' alert. */
export function TitleDialog({ opened, heading, initialTitle, schema, extra, maxLength, saving, confirmCancel, onSave, onClose }: Props) {
  const { t } = useTranslation('curriculum');
  const message = useMessage();
  const errorText = useErrorText();
  const [ooops, setOoops] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const form = useForm<TitleValues>({
    mode: 'controlled',
    initialValues: { dscTitulo: initialTitle },
    validate: (values) => zod4Resolver(schema, { errorPriority: 'first' })({ ...extra, ...values }),
  });
  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (!opened) return;
    setValues({ dscTitulo: initialTitle });
    clearErrors();
  }, [opened, initialTitle, setValues, clearErrors]);

  const close = () => {
    if (saving) return;
    if (!confirmCancel) {
      onClose();
      return;
    }
    setAsking(true);
    confirmYesNo({
      question: t('paths.cancelQuestion'),
      zIndex: 400,
      onConfirm: () => {
        setAsking(false);
        onClose();
      },
      onCancel: () => setAsking(false),
    });
  };

  const submit = form.onSubmit(
    (values) => onSave(values).catch((error: unknown) => setOoops(errorText(error))),
    (errors) => setOoops(message(Object.values(errors).find((value): value is string => typeof value === 'string')) ?? ''),
  );
  const error = form.errors.dscTitulo;

  return (
    <>
      <Modal opened={opened} onClose={close} title={heading} centered closeOnEscape={!ooops && !asking}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('common.title')}
              data-autofocus
              {...form.getInputProps('dscTitulo')}
              error={typeof error === 'string' ? message(error) : undefined}
              description={`${form.values.dscTitulo.length}/${maxLength}`}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={saving}>
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('common.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <OoopsModal message={ooops} onClose={() => setOoops(null)} />
    </>
  );
}
