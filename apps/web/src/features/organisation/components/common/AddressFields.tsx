import { useState } from 'react';
import { Button, Fieldset, Group, InputBase, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications/store';
import { IconSearch } from '@tabler/icons-react';
import { IMaskInput } from 'react-imask';
import { useTranslation } from 'react-i18next';
import { CEP_DIGITS, UFS, cepDigits } from '@portal/shared/organisation';
import { useMessage } from '../../../../app/api/errors';
import { lookupCep } from '../../api/schools';

export type AddressFormValues = {
  dscCep: string;
  dscRua: string;
  dscBairro: string;
  dscCidade: string;
  dscEstado: string;
};

export const EMPTY_ADDRESS: AddressFormValues = { dscCep: '', dscRua: '', dscBairro: '', dscCidade: '', dscEstado: '' };

export function isEmptyAddress(a: AddressFormValues): boolean {
  return Object.values(a).every((value) => value.trim() === '');
}

/** An address row (nullable columns) as form values. */
export function addressValuesOf(a: { [K in keyof AddressFormValues]: string | null } | null | undefined): AddressFormValues {
  if (!a) return { ...EMPTY_ADDRESS };
  return {
    dscCep: a.dscCep ?? '',
    dscRua: a.dscRua ?? '',
    dscBairro: a.dscBairro ?? '',
    dscCidade: a.dscCidade ?? '',
    dscEstado: a.dscEstado ?? '',
  };
}

interface Props<V extends { endereco: AddressFormValues }, R> {
  form: UseFormReturnType<V, V, R>;
  /** The address may stay empty (units) or must be filled (schools). */
  required: boolean;
}

/** CEP masked to 8 digits, 'Buscar CEP' (asks the server's provider), street, district, city and state. */
export function AddressFields<V extends { endereco: AddressFormValues }, R>({ form, required }: Props<V, R>) {
  const { t } = useTranslation('organisation');
  const message = useMessage();
  const [searching, setSearching] = useState(false);
  type Path = Parameters<typeof form.getInputProps>[0];
  const path = (field: keyof AddressFormValues) => `endereco.${field}` as Path;
  const errorOf = (field: keyof AddressFormValues) => {
    const error = form.errors[`endereco.${field}`];
    return typeof error === 'string' ? message(error) : undefined;
  };
  const input = (field: keyof AddressFormValues) => ({ ...form.getInputProps(path(field)), error: errorOf(field) });
  const cep = form.getValues().endereco.dscCep;

  const search = async () => {
    const digits = cepDigits(cep);
    if (digits.length !== CEP_DIGITS) {
      form.setFieldError(path('dscCep'), 'cepInvalid');
      return;
    }
    setSearching(true);
    try {
      const found = await lookupCep(digits);
      form.setFieldValue(path('dscRua'), found.dscRua as never);
      form.setFieldValue(path('dscBairro'), found.dscBairro as never);
      form.setFieldValue(path('dscCidade'), found.dscCidade as never);
      form.setFieldValue(path('dscEstado'), found.dscEstado as never);
      for (const field of ['dscCep', 'dscRua', 'dscBairro', 'dscCidade', 'dscEstado'] as const) form.clearFieldError(path(field));
    } catch {
      notifications.show({ color: 'red', message: t('addressNotFound', { ns: 'msg' }) });
    } finally {
      setSearching(false);
    }
  };

  return (
    <Fieldset legend={t('address.legend')} variant="filled" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <InputBase
            component={IMaskInput}
            mask="00000-000"
            unmask
            label={t('address.cep')}
            withAsterisk={required}
            inputMode="numeric"
            autoComplete="postal-code"
            value={cep}
            onAccept={(value: string) => form.setFieldValue(path('dscCep'), value as never)}
            onBlur={() => void form.validateField(path('dscCep'))}
            error={errorOf('dscCep')}
            style={{ flex: 1 }}
          />
          <Button variant="light" leftSection={<IconSearch size={16} aria-hidden />} loading={searching} onClick={() => void search()}>
            {t('address.search')}
          </Button>
        </Group>
        <TextInput label={t('address.street')} withAsterisk={required} autoComplete="address-line1" maxLength={150} {...input('dscRua')} />
        <TextInput label={t('address.district')} withAsterisk={required} maxLength={100} {...input('dscBairro')} />
        <TextInput
          label={t('address.city')}
          withAsterisk={required}
          autoComplete="address-level2"
          maxLength={100}
          {...input('dscCidade')}
        />
        <Select
          label={t('address.state')}
          withAsterisk={required}
          data={[...UFS]}
          searchable
          allowDeselect={!required}
          clearable={!required}
          clearButtonProps={{ 'aria-label': t('address.clearState') }}
          {...input('dscEstado')}
          value={form.getValues().endereco.dscEstado || null}
          onChange={(value) => form.setFieldValue(path('dscEstado'), (value ?? '') as never)}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
