import { NETWORK_SCHOOL_ID } from '@portal/shared/common/profiles';
import { useEffect, useEffectEvent } from 'react';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications/store';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SchoolCreateBody } from '@portal/shared/organisation';
import { ApiError } from '../../../../app/api/client';
import { useErrorText, useFieldErrors, useMessage } from '../../../../app/api/errors';
import { useSaveSchool, useSchool } from '../../api/schools';
import { AddressFields, type AddressFormValues, EMPTY_ADDRESS, addressValuesOf, isEmptyAddress } from '../common/AddressFields';
import { confirmYesNo } from '../../../../app/components/confirm';
import { showFormErrors, useFormErrorsNotice } from '../../../../app/components/formErrorsNotice';
import { FormShell } from '../common/FormShell';
import { prefixInput, useIdParam } from '../common/idParam';

type SchoolFormValues = {
  nomEscola: string;
  cstTxtPrefixoLogin: string;
  endereco: AddressFormValues;
};

const resolver = zod4Resolver(SchoolCreateBody, { errorPriority: 'first' });

/** /escola/novo and /escola/alterar/{id} (Master): name, prefix (read-only when editing) and address. */
export function SchoolFormPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const message = useMessage();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const id = useIdParam();
  const editing = id !== null;
  const school = useSchool(editing && !Number.isNaN(id) ? id : null);
  const save = useSaveSchool(id);

  const form = useForm<SchoolFormValues>({
    mode: 'controlled',
    initialValues: { nomEscola: '', cstTxtPrefixoLogin: '', endereco: { ...EMPTY_ADDRESS } },
    validate: resolver,
  });

  const loaded = school.data;
  // Fills the form once per loaded school (`form` is a new object every render: the effect event reads the current one).
  const fill = useEffectEvent(() => {
    if (loaded) {
      form.setValues({
        nomEscola: loaded.nomEscola,
        cstTxtPrefixoLogin: loaded.cstTxtPrefixoLogin,
        endereco: addressValuesOf(loaded.endereco),
      });
      form.resetDirty();
    }
  });
  useEffect(() => fill(), [loaded]);

  const failed = (error: unknown) => {
    if (error instanceof ApiError && (error.status === 400 || error.status === 409)) form.setErrors(fieldErrors(error));
    const key = error instanceof ApiError ? error.body.messageKey : undefined;
    if (key === 'schoolPrefixTaken') {
      // 2-access §5's pair as the notice ('Prefixo já existe' / the server's 'O prefixo informado já está em uso por
      // outra escola.'), §8's 'Prefixo já existente.' under the field (docs/DECISIONS.md, issue 25).
      form.setFieldError('cstTxtPrefixoLogin', t('school.prefixTaken'));
      notifications.show({ color: 'red', title: t('school.prefixExists'), message: errorText(error) });
    } else if (key === 'schoolExists') notifications.show({ color: 'yellow', message: t('school.exists') });
    else if (error instanceof ApiError && error.status === 400)
      notifications.show({ color: 'red', title: t('school.invalid'), message: errorText(error) });
    else notifications.show({ color: 'red', message: errorText(error) });
  };

  const submit = form.onSubmit(
    (values) =>
      confirmYesNo({
        question: t(editing ? 'school.confirmEdit' : 'school.confirmCreate'),
        onConfirm: () =>
          save.mutate(values, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t(editing ? 'list.saved' : 'school.created') });
              void navigate('/escola/listar');
            },
            onError: failed,
          }),
      }),
    (_errors, values) => {
      if (!values.nomEscola.trim() && !values.cstTxtPrefixoLogin.trim() && isEmptyAddress(values.endereco)) {
        showFormErrors(t('school.fillAll'), 'yellow');
      }
    },
  );
  useFormErrorsNotice(form.isValid());

  const errorOf = (field: 'nomEscola' | 'cstTxtPrefixoLogin') => {
    const error = form.errors[field];
    return typeof error === 'string' ? message(error) : undefined;
  };
  const notFound = Number.isNaN(id) || school.isError;

  return (
    <FormShell
      title={t(editing ? 'titles.schoolEdit' : 'titles.schoolNew')}
      backTo="/escola/listar"
      onSubmit={submit}
      loading={school.isFetching}
      saving={save.isPending}
      blocked={id === NETWORK_SCHOOL_ID ? t('school.network') : undefined}
      loadError={
        notFound ? errorText(school.error ?? new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: '' }), 'notFound') : undefined
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('school.name')}
          withAsterisk
          maxLength={100}
          {...form.getInputProps('nomEscola')}
          error={errorOf('nomEscola')}
        />
        <TextInput
          label={t('school.prefix')}
          withAsterisk
          description={editing ? t('school.prefixReadOnly') : t('school.prefixHint')}
          readOnly={editing}
          variant={editing ? 'filled' : 'default'}
          autoCapitalize="characters"
          {...form.getInputProps('cstTxtPrefixoLogin')}
          onChange={(event) => form.setFieldValue('cstTxtPrefixoLogin', prefixInput(event.currentTarget.value))}
          error={errorOf('cstTxtPrefixoLogin')}
        />
      </SimpleGrid>
      <AddressFields form={form} required />
    </FormShell>
  );
}
