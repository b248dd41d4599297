import { useState } from 'react';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { CONTACT_COUNTER_WARNING, CONTACT_MESSAGE_MAX, ContactBody } from '@portal/shared/support';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorText, useFieldErrors, useMessage } from '../../../app/api/errors';
import { confirmYesNo } from '../../../app/components/confirm';
import { showFormErrors, useFormErrorsNotice } from '../../../app/components/formErrorsNotice';
import { useMe } from '../../../app/session/me';
import { useSendContact, useSubjects } from '../api/support';

/** /faleConosco: name, email, subject and description with §5's rules (the shared schema, checked again by the server). */
export function ContactPage() {
  const { t } = useTranslation('support');
  const tm = useTranslation('msg').t;
  const message = useMessage();
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const navigate = useNavigate();
  const { data: me } = useMe();
  const subjects = useSubjects();
  const send = useSendContact();
  const [name, setName] = useState(me?.nomUsuario ?? '');
  const [email, setEmail] = useState('');
  const [subject, setSubject] = useState('');
  const [description, setDescription] = useState('');
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const body = { nomContato: name, dscEmail: email, codInformacao: subject ? Number(subject) : null, dscDescricao: description };
  const parsed = ContactBody.safeParse(body);
  const errors: Record<string, string> = { ...serverErrors };
  if (tried && !parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]);
      errors[field] ??= message(issue.message) ?? issue.message;
    }
  }
  const remaining = CONTACT_MESSAGE_MAX - description.length;
  useFormErrorsNotice(parsed.success);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTried(true);
    setServerErrors({});
    if (!parsed.success) {
      showFormErrors(tm('contactFormErrors'));
      return;
    }
    confirmYesNo({
      question: t('sendQuestion'),
      onConfirm: () =>
        send.mutate(parsed.data, {
          onSuccess: () => {
            notifications.show({ color: 'teal', message: t('sent') });
            void navigate('/home');
          },
          onError: (error) => {
            setServerErrors(fieldErrors(error));
            notifications.show({ color: 'red', message: errorText(error) });
          },
        }),
    });
  };

  const leave = () => confirmYesNo({ question: t('leaveQuestion'), onConfirm: () => void navigate('/home') });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('contactTitle')}</Title>
        <Text c="dimmed">{t('contactIntro')}</Text>
      </div>
      <Paper withBorder radius="md" p="lg" maw={760}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t('name')}
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                required
                error={errors.nomContato}
                autoComplete="name"
              />
              <TextInput
                label={t('email')}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
                required
                error={errors.dscEmail}
                autoComplete="email"
              />
            </SimpleGrid>
            <NativeSelect
              label={t('subject')}
              value={subject}
              onChange={(e) => setSubject(e.currentTarget.value)}
              required
              error={errors.codInformacao}
              data={[
                { value: '', label: t('subjectPlaceholder'), disabled: true },
                ...(subjects.data ?? []).map((s) => ({ value: String(s.codInformacao), label: s.nomInformacao })),
              ]}
            />
            <Textarea
              label={t('description')}
              value={description}
              onChange={(e) => setDescription(e.currentTarget.value)}
              maxLength={CONTACT_MESSAGE_MAX}
              autosize
              minRows={5}
              required
              error={errors.dscDescricao}
              aria-describedby="contact-remaining"
            />
            <Text
              id="contact-remaining"
              size="sm"
              ta="right"
              c={remaining <= CONTACT_COUNTER_WARNING ? 'red.8' : 'dimmed'}
              aria-live="polite"
            >
              {t('remaining', { count: remaining })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={leave}>
                {t('cancel')}
              </Button>
              <Button type="submit" loading={send.isPending}>
                {t('send')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
