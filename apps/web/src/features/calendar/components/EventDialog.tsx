import { useState } from 'react';
import { Alert, Button, Checkbox, ColorSwatch, Group, Modal, NativeSelect, Radio, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { EVENT_COLOURS, EVENT_TITLE_MAX, type EventBodyInput, type EventDto, eventSwatch } from '@portal/shared/calendar';
import { PROFILE, PROFILE_NAMES, type ProfileCode } from '@portal/shared/common/profiles';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../app/api/client';
import { useErrorText, useFieldErrors } from '../../../app/api/errors';
import { confirmYesNo } from '../../../app/components/confirm';
import { DayInput, dayToIso, isoToDay } from '../../../app/components/DayInput';
import { useMe } from '../../../app/session/me';
import { useCalendarProfiles, useSaveEvent } from '../api/events';

interface Props {
  /** The event opened, or null for 'Novo Evento' on `day`. */
  event: EventDto | null;
  day: string;
  onClose: () => void;
  /** The event saved (created or changed), as the server answered it. */
  onSaved: (event: EventDto) => void;
  onDelete: (event: EventDto) => void;
}

/**
 * 'Novo Evento - date' / 'Editando Evento - date' (§2, §5): title, colour by name, date, public or private,
 * the viewer profiles, and for a Professor the class. Another user's event opens read-only.
 */
export function EventDialog({ event, day, onClose, onSaved, onDelete }: Props) {
  const { t } = useTranslation('calendar');
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const { data: user } = useMe();
  const save = useSaveEvent();
  const readOnly = event !== null && !event.proprio;
  const profiles = useCalendarProfiles(!readOnly);
  const isProfessor = user?.codBsePerfil === PROFILE.PROFESSOR;

  const [title, setTitle] = useState(event?.dscTitulo ?? '');
  const [colour, setColour] = useState<string | null>(event?.hexCorEvento ?? null);
  const [dayText, setDayText] = useState(isoToDay(event?.datEvento ?? day));
  const [privacy, setPrivacy] = useState<'S' | 'N'>(event?.indPrivado ?? 'N');
  const [viewers, setViewers] = useState<string[]>((event?.perfis ?? []).map(String));
  const [classId, setClassId] = useState(
    event?.codBseTurma ? String(event.codBseTurma) : user?.codBseTurma ? String(user.codBseTurma) : '',
  );
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);

  const heading =
    event === null
      ? t('dialogNew', { day: dayText })
      : readOnly
        ? t('dialogView', { day: isoToDay(event.datEvento) })
        : t('dialogEdit', { day: isoToDay(event.datEvento) });

  /** The documents' check before sending: every field, a viewer for a public event, the Professor's class. */
  const missing: Record<string, string> = {};
  if (title.trim() === '') missing.dscTitulo = t('fillAll');
  if (!colour) missing.hexCorEvento = t('fillAll');
  if (!dayToIso(dayText)) missing.datEvento = t('fillAll');
  if (privacy === 'N' && viewers.length === 0) missing.perfis = t('fillAll');
  if (isProfessor && classId === '') missing.codBseTurma = t('fillAll');
  // A field's message stays until that field is right (the server's until the next send).
  const errors = { ...serverErrors, ...(tried ? missing : {}) };

  const check = (): EventBodyInput | null => {
    setTried(true);
    setServerErrors({});
    if (Object.keys(missing).length > 0) {
      notifications.show({ color: 'red', title: 'Oops...', message: t('fillAll') });
      return null;
    }
    const datEvento = dayToIso(dayText);
    return {
      dscTitulo: title.trim(),
      hexCorEvento: colour as EventBodyInput['hexCorEvento'],
      datEvento: datEvento!,
      indPrivado: privacy,
      perfis: privacy === 'N' ? viewers.map(Number) : [],
      codBseTurma: isProfessor ? Number(classId) : null,
    };
  };

  const send = (body: EventBodyInput) =>
    save.mutate(
      { id: event?.codCldCalendario ?? null, body },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: event === null ? t('created') : t('changed') });
          onSaved(saved);
        },
        onError: (error) => {
          setServerErrors(fieldErrors(error));
          const refused = error instanceof ApiError && error.status === 403;
          notifications.show({ color: 'red', title: refused ? t('cannotChange') : undefined, message: errorText(error) });
        },
      },
    );

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = check();
    if (!body) return;
    if (event === null) send(body);
    else confirmYesNo({ question: t('saveConfirm'), zIndex: 400, onConfirm: () => send(body) });
  };

  const colourName = (hex: string) => t(`colours.${EVENT_COLOURS.find((c) => c.hex === hex)?.key ?? 'preto'}`);
  return (
    <Modal opened onClose={onClose} title={heading} centered size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {event && (
            <Text size="sm" c="dimmed">
              {t('createdBy', { name: event.nomUsuario, login: event.cstLogin })}
            </Text>
          )}
          {readOnly && (
            <Alert color="blue" role="status">
              {t('readOnly')}
            </Alert>
          )}
          <fieldset disabled={readOnly || save.isPending} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              <TextInput
                label={t('fieldTitle')}
                value={title}
                onChange={(e) => setTitle(e.currentTarget.value)}
                maxLength={EVENT_TITLE_MAX}
                required
                error={errors.dscTitulo}
                data-autofocus
              />
              <Select
                label={t('fieldColour')}
                required
                value={colour}
                onChange={setColour}
                data={EVENT_COLOURS.map((c) => ({ value: c.hex, label: colourName(c.hex) }))}
                leftSection={colour ? <ColorSwatch color={eventSwatch(colour)} size={16} aria-hidden /> : undefined}
                renderOption={({ option }) => (
                  <Group gap="xs">
                    <ColorSwatch color={eventSwatch(option.value)} size={16} aria-hidden data-swatch />
                    {option.label}
                  </Group>
                )}
                error={errors.hexCorEvento}
                allowDeselect={false}
                comboboxProps={{ zIndex: 400 }}
              />
              <DayInput label={t('fieldDate')} value={dayText} onChange={setDayText} error={errors.datEvento} />
              <Radio.Group label={t('fieldVisibility')} value={privacy} onChange={(value) => setPrivacy(value)}>
                <Group mt="xs">
                  <Radio value="N" label={t('publico')} />
                  <Radio value="S" label={t('privado')} />
                </Group>
              </Radio.Group>
              {privacy === 'N' && (
                <Checkbox.Group label={t('fieldProfiles')} value={viewers} onChange={setViewers} error={errors.perfis} required>
                  <Group mt="xs">
                    {(readOnly
                      ? (event?.perfis ?? []).map((code) => ({ codBsePerfil: code, nomPerfil: PROFILE_NAMES[code as ProfileCode] }))
                      : (profiles.data ?? [])
                    ).map((p) => (
                      <Checkbox key={p.codBsePerfil} value={String(p.codBsePerfil)} label={p.nomPerfil} />
                    ))}
                  </Group>
                </Checkbox.Group>
              )}
              {isProfessor && !readOnly && (
                <NativeSelect
                  label={t('fieldClass')}
                  required
                  value={classId}
                  onChange={(e) => setClassId(e.currentTarget.value)}
                  data={[
                    { value: '', label: t('classPlaceholder'), disabled: true },
                    ...(user?.turmas ?? []).map((c) => ({ value: String(c.codBseTurma), label: c.nomTurma })),
                  ]}
                  error={errors.codBseTurma}
                />
              )}
              {readOnly && event?.nomTurma && <TextInput label={t('fieldClass')} value={event.nomTurma} readOnly />}
            </Stack>
          </fieldset>
          <Group justify="space-between">
            {event?.proprio ? (
              <Button variant="subtle" color="red.8" onClick={() => onDelete(event)}>
                {t('deleteButton')}
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              <Button variant="default" onClick={onClose}>
                {readOnly ? t('close') : t('cancel')}
              </Button>
              {!readOnly && (
                <Button type="submit" loading={save.isPending}>
                  {t('save')}
                </Button>
              )}
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
