import { Alert, Box, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { GuardianLinkBody } from '@portal/shared/guardians';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/client';
import { useErrorText, useFieldErrors, useMessage } from '../../../app/api/errors';
import { useLinkGuardian } from '../api/guardians';

const LoginOnly = GuardianLinkBody.pick({ cstLogin: true });

/** 'Vincular responsável já cadastrado': a sibling's guardian, by the login the family gives, follows this student too. */
export function LinkGuardianForm({ studentId }: { studentId: number }) {
  const { t } = useTranslation('guardians');
  const message = useMessage();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const link = useLinkGuardian(studentId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { cstLogin: '' },
    validate: zod4Resolver(LoginOnly, { errorPriority: 'first' }),
  });
  const loginError = form.errors.cstLogin;
  const submit = ({ cstLogin }: { cstLogin: string }) =>
    link.mutate(cstLogin.trim().toUpperCase(), { onSuccess: () => form.reset(), onError: (error) => form.setErrors(fieldErrors(error)) });
  const otherError = link.isError && !(link.error instanceof ApiError && link.error.body.fields?.cstLogin);

  return (
    <Box component="form" onSubmit={form.onSubmit(submit)} noValidate aria-labelledby="guardian-link-title">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="h4" id="guardian-link-title">
            {t('staff.linkTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('staff.linkHint')}
          </Text>
        </div>
        <TextInput
          label={t('staff.linkLogin')}
          autoComplete="off"
          maxLength={20}
          {...form.getInputProps('cstLogin')}
          error={message(typeof loginError === 'string' ? loginError : undefined)}
        />
        {otherError && (
          <Alert color="red" role="alert">
            {errorText(link.error)}
          </Alert>
        )}
        {link.isSuccess && (
          <Text c="teal.8" role="status">
            {t('staff.linked')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="default" loading={link.isPending}>
            {t('staff.linkSubmit')}
          </Button>
        </Group>
      </Stack>
    </Box>
  );
}
