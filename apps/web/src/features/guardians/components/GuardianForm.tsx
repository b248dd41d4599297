import { useState } from 'react';
import { Alert, Box, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { GuardianCreateBody, type GuardianCreatedAnswer } from '@portal/shared/guardians';
import { NAME_MAX } from '@portal/shared/users';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/client';
import { useErrorText, useFieldErrors, useMessage } from '../../../app/api/errors';
import { useCreateGuardian } from '../api/guardians';
import { CreatedGuardian } from './CreatedGuardian';

const NameOnly = GuardianCreateBody.pick({ nomUsuario: true });

/** 'Cadastrar responsável': the guardian's name; the answer's login and first password shown once, above the form. */
export function GuardianForm({ studentId }: { studentId: number }) {
  const { t } = useTranslation('guardians');
  const message = useMessage();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const create = useCreateGuardian(studentId);
  const [created, setCreated] = useState<(GuardianCreatedAnswer & { nomUsuario: string }) | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { nomUsuario: '' },
    validate: zod4Resolver(NameOnly, { errorPriority: 'first' }),
  });
  const nameError = form.errors.nomUsuario;

  const submit = ({ nomUsuario }: { nomUsuario: string }) => {
    setCreated(null);
    create.mutate(
      { nomUsuario, alunos: [studentId] },
      {
        onSuccess: (answer) => {
          setCreated({ ...answer, nomUsuario: nomUsuario.trim() });
          form.reset();
        },
        onError: (error) => form.setErrors(fieldErrors(error)),
      },
    );
  };
  // A refusal that is not the name's (the student's: 'guardianStudentsMax', a scope, the network) is said under the form.
  const otherError = create.isError && !(create.error instanceof ApiError && create.error.body.fields?.nomUsuario);

  return (
    <Stack gap="md">
      {created && <CreatedGuardian created={created} onClose={() => setCreated(null)} />}
      <Box component="form" onSubmit={form.onSubmit(submit)} noValidate aria-labelledby="guardian-form-title">
        <Stack gap="sm">
          <Title order={3} fz="h4" id="guardian-form-title">
            {t('staff.formTitle')}
          </Title>
          <TextInput
            label={t('staff.formName')}
            withAsterisk
            maxLength={NAME_MAX}
            autoComplete="off"
            {...form.getInputProps('nomUsuario')}
            error={message(typeof nameError === 'string' ? nameError : undefined)}
          />
          {otherError && (
            <Alert color="red" role="alert">
              {errorText(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t('staff.formSubmit')}
            </Button>
          </Group>
        </Stack>
      </Box>
    </Stack>
  );
}
