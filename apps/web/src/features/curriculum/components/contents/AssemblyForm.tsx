import { Group, Image, Paper, Select, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { CONTENT_TEXT_MAX, CONTENT_TITLE_MAX, AssemblyCreateBody } from '@portal/shared/curriculum';
import { useMessage } from '../../../../app/api/errors';
import { useAssemblies } from '../../api/catalogues';
import { ContentFormShell, errorKeys, useLiveValidation } from './ContentFormShell';
import { useContentSave, type TypeFormProps } from './useContentSave';

type AssemblyValues = {
  codTrlAula: number;
  dscTitulo: string;
  codTrlMontagem: number | null;
  dscTexto: string;
};

/** Type 6: an assembly of the catalogue and a description. Created only: an assembly is view-only afterwards. */
export function AssemblyForm({ chapterId, lessonId, onSaved }: TypeFormProps<never>) {
  const { t } = useTranslation('curriculum');
  const message = useMessage();
  const assemblies = useAssemblies();
  const form = useForm<AssemblyValues>({
    mode: 'controlled',
    initialValues: { codTrlAula: lessonId, dscTitulo: '', codTrlMontagem: null, dscTexto: '' },
    validate: zod4Resolver(AssemblyCreateBody, { errorPriority: 'first' }),
  });
  const { save, saving, serverErrors } = useContentSave(chapterId, onSaved, form.setErrors);
  const live = useLiveValidation(form);

  const submit = () => {
    live.tried();
    if (form.validate().hasErrors) return;
    const { codTrlAula, dscTitulo, codTrlMontagem, dscTexto } = form.getValues();
    save({ kind: 'assembly', body: { codTrlAula, dscTitulo: dscTitulo || null, codTrlMontagem: Number(codTrlMontagem), dscTexto } }, false);
  };
  const error = (name: keyof AssemblyValues) => message(typeof form.errors[name] === 'string' ? String(form.errors[name]) : undefined);
  const chosen = assemblies.data?.find((item) => item.codTrlMontagem === form.values.codTrlMontagem);

  return (
    <ContentFormShell errors={[...errorKeys(form.errors), ...serverErrors]} saving={saving} canSave onSubmit={submit}>
      <TextInput
        label={t('common.titleOptional')}
        {...form.getInputProps('dscTitulo')}
        error={error('dscTitulo')}
        description={`${form.values.dscTitulo.length}/${CONTENT_TITLE_MAX}`}
      />
      <Select
        label={t('contents.assembly.choose')}
        placeholder={t('contents.assembly.choosePlaceholder')}
        data={(assemblies.data ?? []).map((item) => ({ value: String(item.codTrlMontagem), label: item.nomMontagem }))}
        value={form.values.codTrlMontagem != null ? String(form.values.codTrlMontagem) : null}
        onChange={(value) => form.setFieldValue('codTrlMontagem', value ? Number(value) : null)}
        error={error('codTrlMontagem')}
      />
      {chosen && (
        <Paper withBorder radius="sm" p="sm">
          <Group align="flex-start" wrap="nowrap">
            <Image src={chosen.imgMontagem} alt={chosen.nomMontagem} w={96} h={96} fit="contain" />
            <div>
              <Text fw={600}>{chosen.nomMontagem}</Text>
              {chosen.dscTexto && <Text size="sm">{chosen.dscTexto}</Text>}
            </div>
          </Group>
        </Paper>
      )}
      <Textarea
        label={t('contents.assembly.text')}
        autosize
        minRows={3}
        {...form.getInputProps('dscTexto')}
        error={error('dscTexto')}
        description={`${form.values.dscTexto.length}/${CONTENT_TEXT_MAX}`}
      />
    </ContentFormShell>
  );
}
