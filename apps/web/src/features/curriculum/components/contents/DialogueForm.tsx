import { Avatar, Group, NumberInput, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import {
  CONTENT_TITLE_MAX,
  DIALOGUE_INPUT_MAX,
  DIALOGUE_MAX,
  DIALOGUE_MIN,
  DialogueCreateBody,
  type DialogueContentDto,
} from '@portal/shared/curriculum';
import { useMessage } from '../../../../app/api/errors';
import { useCharacters } from '../../api/catalogues';
import { ContentFormShell, errorKeys, useLiveValidation } from './ContentFormShell';
import { useContentSave, type TypeFormProps } from './useContentSave';

type Entry = { codTrlPersonagem: number | null; dscTexto: string };
type DialogueValues = {
  codTrlAula: number;
  dscTitulo: string;
  dados: Entry[];
};

const emptyEntry = (): Entry => ({ codTrlPersonagem: null, dscTexto: '' });

/** Type 4 (Tela Diálogo): 1-12 lines, each a character of the catalogue and a text. */
export function DialogueForm({ chapterId, lessonId, detail, onSaved }: TypeFormProps<DialogueContentDto>) {
  const { t } = useTranslation('curriculum');
  const message = useMessage();
  const characters = useCharacters();
  const form = useForm<DialogueValues>({
    mode: 'controlled',
    initialValues: {
      codTrlAula: lessonId,
      dscTitulo: detail?.dscTitulo ?? '',
      dados: detail?.dados.map((entry) => ({ codTrlPersonagem: entry.codTrlPersonagem, dscTexto: entry.dscTexto })) ?? [emptyEntry()],
    },
    validate: zod4Resolver(DialogueCreateBody),
  });
  const { save, saving, serverErrors } = useContentSave(chapterId, onSaved, form.setErrors);
  const live = useLiveValidation(form);

  // The number field allows 1-99 and is capped at 12 (§5 Dialogue).
  const setCount = (value: string | number) => {
    const wanted = Math.min(DIALOGUE_MAX, Math.max(0, Math.floor(Number(value) || 0)));
    const current = form.getValues().dados;
    form.setFieldValue(
      'dados',
      Array.from({ length: wanted }, (_, i) => current[i] ?? emptyEntry()),
    );
  };

  const submit = () => {
    live.tried();
    if (form.validate().hasErrors) return;
    const { codTrlAula, dscTitulo, dados } = form.getValues();
    const body = {
      dscTitulo: dscTitulo || null,
      dados: dados.map((entry) => ({ codTrlPersonagem: Number(entry.codTrlPersonagem), dscTexto: entry.dscTexto })),
    };
    save(
      detail ? { kind: 'dialogue', id: detail.codTrlConteudo, body } : { kind: 'dialogue', body: { codTrlAula, ...body } },
      detail !== null,
    );
  };

  const error = (path: string) => message(typeof form.errors[path] === 'string' ? String(form.errors[path]) : undefined);
  const options = (characters.data ?? []).map((c) => ({ value: String(c.codTrlPersonagem), label: c.nomPersonagem }));
  const imageOf = (id: number | null) => characters.data?.find((c) => c.codTrlPersonagem === id)?.imgPersonagem;

  return (
    <ContentFormShell errors={[...errorKeys(form.errors), ...serverErrors]} saving={saving} canSave onSubmit={submit}>
      <TextInput
        label={t('common.titleOptional')}
        {...form.getInputProps('dscTitulo')}
        error={error('dscTitulo')}
        description={`${form.values.dscTitulo.length}/${CONTENT_TITLE_MAX}`}
      />
      <NumberInput
        label={t('contents.dialogue.count')}
        description={t('contents.dialogue.countHint')}
        min={DIALOGUE_MIN}
        max={DIALOGUE_INPUT_MAX}
        clampBehavior="none"
        allowDecimal={false}
        allowNegative={false}
        value={form.values.dados.length || ''}
        onChange={setCount}
        w={220}
      />
      <Stack gap="sm">
        {form.values.dados.map((entry, index) => (
          <Paper key={index} withBorder radius="sm" p="sm">
            <Text size="sm" fw={700} mb={6}>
              {t('contents.dialogue.entry', { number: index + 1 })}
            </Text>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <Avatar src={imageOf(entry.codTrlPersonagem)} radius="xl" size={48} alt="" />
              <Stack gap="xs" style={{ flex: 1 }}>
                <Select
                  label={t('contents.dialogue.character', { number: index + 1 })}
                  placeholder={t('contents.dialogue.characterPlaceholder')}
                  data={options}
                  value={entry.codTrlPersonagem != null ? String(entry.codTrlPersonagem) : null}
                  onChange={(value) => form.setFieldValue(`dados.${index}.codTrlPersonagem`, value ? Number(value) : null)}
                  error={error(`dados.${index}.codTrlPersonagem`)}
                  renderOption={({ option }) => (
                    <Group gap="xs" wrap="nowrap">
                      <Avatar src={imageOf(Number(option.value))} radius="xl" size={24} alt="" />
                      <span>{option.label}</span>
                    </Group>
                  )}
                />
                <Textarea
                  label={t('contents.dialogue.text', { number: index + 1 })}
                  autosize
                  minRows={2}
                  {...form.getInputProps(`dados.${index}.dscTexto`)}
                  error={error(`dados.${index}.dscTexto`)}
                />
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </ContentFormShell>
  );
}
