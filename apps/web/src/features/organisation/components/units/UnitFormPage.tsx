import { useEffect, useEffectEvent } from 'react';
import { SimpleGrid, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications/store';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROFILE } from '@portal/shared/common/profiles';
import { UnitBody, UnitBodyForMaster } from '@portal/shared/organisation';
import { ApiError } from '../../../../app/api/client';
import { useErrorText, useFieldErrors, useMessage } from '../../../../app/api/errors';
import { useMe } from '../../../../app/session/me';
import { useSaveUnit, useUnit } from '../../api/units';
import { AddressFields, type AddressFormValues, EMPTY_ADDRESS, addressValuesOf, isEmptyAddress } from '../common/AddressFields';
import { confirmYesNo } from '../../../../app/components/confirm';
import { showFormErrors, useFormErrorsNotice } from '../../../../app/components/formErrorsNotice';
import { FormShell } from '../common/FormShell';
import { prefixInput, useIdParam } from '../common/idParam';
import { SchoolPicker } from './SchoolPicker';

type UnitFormValues = {
  codBseEscola: string | null;
  nomUnidade: string;
  cstTxtPrefixoLogin: string;
  endereco: AddressFormValues;
};

/** What the API receives: the school only when the Master chooses it, no address when it is left empty. */
function toBody(values: UnitFormValues, sendSchool: boolean) {
  return {
    nomUnidade: values.nomUnidade,
    cstTxtPrefixoLogin: values.cstTxtPrefixoLogin,
    ...(sendSchool ? { codBseEscola: values.codBseEscola ? Number(values.codBseEscola) : null } : {}),
    endereco: isEmptyAddress(values.endereco) ? null : values.endereco,
  };
}

const masterResolver = zod4Resolver(UnitBodyForMaster, { errorPriority: 'first' });
const resolver = zod4Resolver(UnitBody, { errorPriority: 'first' });

/** /unidade/novo and /unidade/alterar/{id}: a Master chooses the school; a Gestor's is their own (§5 Unit). */
export function UnitFormPage() {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const message = useMessage();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const { data: me } = useMe();
  const id = useIdParam();
  const editing = id !== null;
  const unit = useUnit(editing && !Number.isNaN(id) ? id : null);
  const save = useSaveUnit(id);
  const choosesSchool = me?.codBsePerfil === PROFILE.MASTER && !editing;

  const form = useForm<UnitFormValues>({
    mode: 'controlled',
    initialValues: { codBseEscola: null, nomUnidade: '', cstTxtPrefixoLogin: '', endereco: { ...EMPTY_ADDRESS } },
    validate: (values) => (choosesSchool ? masterResolver : resolver)(toBody(values, choosesSchool)),
  });

  const loaded = unit.data;
  // Fills the form once per loaded unit (`form` is a new object every render: the effect event reads the current one).
  const fill = useEffectEvent(() => {
    if (loaded) {
      form.setValues({
        codBseEscola: String(loaded.codBseEscola),
        nomUnidade: loaded.nomUnidade,
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
    if (key === 'unitExists') notifications.show({ color: 'yellow', message: t('unit.exists') });
    else if (key === 'unitPrefixTaken') notifications.show({ color: 'red', message: t('unit.prefixRefused') });
    else if (error instanceof ApiError && error.status === 400)
      notifications.show({ color: 'red', title: t('unit.invalid'), message: errorText(error) });
    else notifications.show({ color: 'red', message: errorText(error, 'somethingWrong') });
  };

  const submit = form.onSubmit(
    (values) =>
      confirmYesNo({
        question: t(editing ? 'unit.confirmEdit' : 'unit.confirmCreate'),
        onConfirm: () =>
          save.mutate(toBody(values, choosesSchool), {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: t(editing ? 'list.saved' : 'unit.created') });
              void navigate('/unidade/listar');
            },
            onError: failed,
          }),
      }),
    () => showFormErrors(t('unit.validationErrors')),
  );
  useFormErrorsNotice(form.isValid());

  const errorOf = (field: keyof UnitFormValues) => {
    const error = form.errors[field];
    return typeof error === 'string' ? message(error) : undefined;
  };
  const schoolName = editing ? loaded?.nomEscola : me?.nomEscola;
  const notFound = Number.isNaN(id) || unit.isError;

  return (
    <FormShell
      title={t(editing ? 'titles.unitEdit' : 'titles.unitNew')}
      backTo="/unidade/listar"
      onSubmit={submit}
      loading={unit.isFetching}
      saving={save.isPending}
      loadError={
        notFound ? errorText(unit.error ?? new ApiError({ statusCode: 404, code: 'NOT_FOUND', message: '' }), 'notFound') : undefined
      }
    >
      {choosesSchool ? (
        <SchoolPicker
          value={form.getValues().codBseEscola}
          onChange={(value) => form.setFieldValue('codBseEscola', value)}
          error={errorOf('codBseEscola')}
        />
      ) : (
        <TextInput label={t('unit.school')} value={schoolName ?? ''} readOnly variant="filled" />
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('unit.name')}
          withAsterisk
          maxLength={100}
          {...form.getInputProps('nomUnidade')}
          error={errorOf('nomUnidade')}
        />
        <TextInput
          label={t('unit.prefix')}
          withAsterisk
          description={t('unit.prefixHint')}
          autoCapitalize="characters"
          {...form.getInputProps('cstTxtPrefixoLogin')}
          onChange={(event) => form.setFieldValue('cstTxtPrefixoLogin', prefixInput(event.currentTarget.value))}
          error={errorOf('cstTxtPrefixoLogin')}
        />
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        {t('unit.addressHint')}
      </Text>
      <AddressFields form={form} required={false} />
    </FormShell>
  );
}
