import { ADMIN_USER_ID } from '@portal/shared/common/profiles';
import { useEffect, useEffectEvent } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications/store';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROFILE } from '@portal/shared/common/profiles';
import { CLASS_NAME_MAX, ClassCreateBody } from '@portal/shared/organisation';
import { ApiError } from '../../../../app/api/client';
import { useErrorText, useFieldErrors, useMessage } from '../../../../app/api/errors';
import { useMe } from '../../../../app/session/me';
import { useClass, useSaveClass } from '../../api/classes';
import { useUnitsOfSchool } from '../../api/units';
import { confirmYesNo } from '../../../../app/components/confirm';
import { showFormErrors, useFormErrorsNotice } from '../../../../app/components/formErrorsNotice';
import { FormShell } from '../common/FormShell';
import { useIdParam } from '../common/idParam';

type ClassFormValues = { codBseUnidade: string | null; nomTurma: string };

const resolver = zod4Resolver(ClassCreateBody, { errorPriority: 'first' });
const toBody = (values: ClassFormValues) => ({
  nomTurma: values.nomTurma,
  codBseUnidade: values.codBseUnidade ? Number(values.codBseUnidade) : Number.NaN,
});

/**
 * /turma/novo and /turma/alterar/{id} (§5 Class): a Gestor or Diretor picks the unit from a list with
 * the school shown read-only; a Coordenador's unit is fixed; editing keeps the unit.
 */
export function ClassFormPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const message = useMessage();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const { data: me } = useMe();
  const id = useIdParam();
  const editing = id !== null;
  const current = useClass(editing && !Number.isNaN(id) ? id : null);
  const save = useSaveClass(id);
  const picksUnit = !editing && (me?.codBsePerfil === PROFILE.GESTOR || me?.codBsePerfil === PROFILE.DIRETOR);
  const units = useUnitsOfSchool(picksUnit ? me?.codBseEscola : null);
  const fixedUnit = !editing && !picksUnit && me?.codBseUnidade != null ? String(me.codBseUnidade) : null;

  const form = useForm<ClassFormValues>({
    mode: 'controlled',
    initialValues: { codBseUnidade: fixedUnit, nomTurma: '' },
    validate: (values) => resolver(toBody(values)),
  });

  const loaded = current.data;
  // Fills the form once per loaded class (`form` is a new object every render: the effect event reads the current one).
  const fill = useEffectEvent(() => {
    if (loaded) {
      form.setValues({ codBseUnidade: String(loaded.codBseUnidade), nomTurma: loaded.nomTurma });
      form.resetDirty();
    }
  });
  useEffect(() => fill(), [loaded]);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && (error.status === 400 || error.status === 409)) form.setErrors(fieldErrors(error));
    if (error instanceof ApiError && error.body.messageKey === 'classExists') {
      notifications.show({ color: 'yellow', message: t('class.exists') });
    } else if (error instanceof ApiError && error.status === 400) {
      notifications.show({ color: 'red', title: t('class.invalid'), message: errorText(error, 'organisation:class.prefixFallback') });
    } else {
      notifications.show({ color: 'red', message: errorText(error) });
    }
  };

  const submit = form.onSubmit(
    (values) =>
      confirmYesNo({
        question: t(editing ? 'class.confirmEdit' : 'class.confirmCreate'),
        onConfirm: () =>
          save.mutate(toBody(values), {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t(editing ? 'class.edited' : 'class.created') });
              void navigate('/turma/listar');
            },
            onError: failed,
          }),
      }),
    () => showFormErrors(t('class.fillErrors')),
  );

  useFormErrorsNotice(form.isValid());

  const errorOf = (field: keyof ClassFormValues) => {
    const error = form.errors[field];
    return typeof error === 'string' ? message(error) : undefined;
  };
  const schoolName = editing ? loaded?.nomEscola : me?.nomEscola;
  const unitName = editing ? loaded?.nomUnidade : me?.nomUnidade;
  const adminClass = loaded?.codUsuarioCriacao === ADMIN_USER_ID && me?.codBseUsuario !== ADMIN_USER_ID;
  const notFound = Number.isNaN(id) || current.isError;

  return (
    <FormShell
      title={t(editing ? 'titles.classEdit' : 'titles.classNew')}
      backTo="/turma/listar"
      onSubmit={submit}
      loading={current.isFetching || units.isFetching}
      saving={save.isPending}
      blocked={adminClass ? t('classAdminProtected', { ns: 'msg' }) : undefined}
      loadError={
        notFound ? errorText(current.error ?? new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: '' }), 'notFound') : undefined
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('class.school')} value={schoolName ?? ''} readOnly variant="filled" />
        {picksUnit ? (
          <Select
            label={t('class.unit')}
            placeholder={t('class.unitPlaceholder')}
            withAsterisk
            searchable
            data={(units.data ?? []).map((u) => ({ value: String(u.codBseUnidade), label: `${u.nomUnidade} (${u.cstTxtPrefixoLogin})` }))}
            nothingFoundMessage={t('list.empty')}
            value={form.getValues().codBseUnidade}
            onChange={(value) => form.setFieldValue('codBseUnidade', value)}
            error={errorOf('codBseUnidade')}
          />
        ) : (
          <TextInput label={t('class.unit')} value={unitName ?? ''} readOnly variant="filled" error={errorOf('codBseUnidade')} />
        )}
      </SimpleGrid>
      <TextInput
        label={t('class.name')}
        description={t('class.nameHint')}
        withAsterisk
        maxLength={CLASS_NAME_MAX}
        {...form.getInputProps('nomTurma')}
        error={errorOf('nomTurma')}
      />
    </FormShell>
  );
}
