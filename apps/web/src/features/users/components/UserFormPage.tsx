import { ADMIN_USER_ID } from '@portal/shared/common/profiles';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Paper, PasswordInput, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications/store';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PROFILE } from '@portal/shared/common/profiles';
import { NAME_MAX, UserCreateBody, type UserDto, UserUpdateBody, loginOf } from '@portal/shared/users';
import { can, canCreateProfile } from '@portal/shared/permissions';
import { ApiError } from '../../../app/api/client';
import { PersonData } from '../../../app/personData';
import { StudentGuardians } from '../../../app/studentGuardians';
import { useErrorText, useFieldErrors, useMessage } from '../../../app/api/errors';
import { PageLoader } from '../../../app/pages/PageLoader';
import { useMe } from '../../../app/session/me';
import { fetchSequence, useProfiles, useSaveUser, useUser } from '../api/users';
import { AvatarField } from './AvatarField';
import { LockAlert } from './LockAlert';
import { LoginField } from './LoginField';
import { PlacementFields, type UserFormValues } from './PlacementFields';
import { useLoginPrefix } from './useLoginPrefix';

const str = (value: number | null | undefined) => (value == null ? null : String(value));

function valuesOf(user: UserDto): UserFormValues {
  return {
    codBsePerfil: String(user.codBsePerfil),
    codBseEscola: str(user.codBseEscola),
    codBseUnidade: str(user.codBseUnidade),
    codBseTurma: str(user.codBseTurma),
    arrayCodBseTurmas: user.arrayCodBseTurmas.map(String),
    nomUsuario: user.nomUsuario,
    cstLogin: user.cstLogin,
    txtSenha: '',
  };
}

/** The multipart text fields the API reads (empty ones left out). */
function fieldsOf(values: UserFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    if (text !== '') out[key] = text;
  }
  return out;
}

/** /usuario/novo and /usuario/alterar/{id}: every rule of 2-access §5 User; the answers of §8 Users. */
export function UserFormPage() {
  const { id } = useParams();
  const userId = id ? Number(id) : null;
  const editing = userId !== null && Number.isInteger(userId) && userId > 0;
  const user = useUser(editing ? userId : null);
  const { data: me } = useMe();
  if (!me || (editing && user.isPending)) return <PageLoader />;
  if (editing && user.isError) return <LoadFailed error={user.error} />;
  return <UserForm key={user.data?.codBseUsuario ?? 'new'} me={me} user={editing ? (user.data ?? null) : null} />;
}

function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  return (
    <Stack gap="md">
      <Alert color="red" role="alert">
        {errorText(error)}
      </Alert>
      <Button component={Link} to="/usuario/listar" variant="default" w="fit-content">
        {t('form.back')}
      </Button>
    </Stack>
  );
}

function UserForm({ me, user }: { me: NonNullable<ReturnType<typeof useMe>['data']>; user: UserDto | null }) {
  const { t } = useTranslation('users');
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const message = useMessage();
  const navigate = useNavigate();
  const profiles = useProfiles();
  const save = useSaveUser(user?.codBseUsuario ?? null);
  const [avatar, setAvatar] = useState<File | null>(null);
  const [generating, setGenerating] = useState(false);
  const loginTyped = useRef(user !== null);

  const fixedSchool = me.codBsePerfil === PROFILE.MASTER ? null : str(me.codBseEscola);
  const fixedUnit = me.codBsePerfil === PROFILE.DIRETOR || me.codBsePerfil === PROFILE.COORDENADOR ? str(me.codBseUnidade) : null;
  const form = useForm<UserFormValues>({
    mode: 'controlled',
    initialValues: user
      ? valuesOf(user)
      : {
          codBsePerfil: null,
          codBseEscola: fixedSchool,
          codBseUnidade: fixedUnit,
          codBseTurma: null,
          arrayCodBseTurmas: [],
          nomUsuario: '',
          cstLogin: '',
          txtSenha: '',
        },
    validate: zod4Resolver(user ? UserUpdateBody : UserCreateBody, { errorPriority: 'first' }),
  });
  /** A field's message in the user's language (the shared schemas give message keys). */
  const errorOf = (name: string) => {
    const value = form.errors[name];
    return message(typeof value === 'string' ? value : undefined);
  };

  const profileOptions = useMemo(
    () =>
      (profiles.data ?? [])
        .filter((p) => canCreateProfile(me.codBsePerfil, p))
        .map((p) => ({
          value: String(p.codBsePerfil),
          label: t(`profiles.${p.codBsePerfil}`, { ns: 'translation', defaultValue: p.nomPerfil }),
        })),
    [profiles.data, me.codBsePerfil, t],
  );

  const prefix = useLoginPrefix(form.values, me.codBsePerfil === PROFILE.MASTER);
  const generate = async (target: string) => {
    setGenerating(true);
    try {
      const { proxSeq } = await fetchSequence(target);
      form.setFieldValue('cstLogin', loginOf(target, proxSeq));
    } catch (error) {
      notifications.show({ color: 'red', message: errorText(error) });
    } finally {
      setGenerating(false);
    }
  };
  // A new user's login follows the school and unit until the user types one of their own.
  // Only a new prefix asks for a new sequence (`generate` is a new function every render: the effect event reads the current one).
  const follow = useEffectEvent((next: string) => {
    if (!loginTyped.current) void generate(next);
  });
  useEffect(() => {
    if (prefix) follow(prefix);
  }, [prefix]);

  const submit = (values: UserFormValues) =>
    save.mutate(
      { fields: fieldsOf(values), avatar },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'teal', message: user ? t('form.updated') : t('form.created') });
          void navigate(`/usuario/listar?perfil=${saved.codBsePerfil}`);
        },
        onError: (error) => {
          form.setErrors(fieldErrors(error));
          const invalid = error instanceof ApiError && error.status === 400 && !user;
          notifications.show({ color: 'red', message: invalid ? t('form.invalid') : errorText(error) });
        },
      },
    );

  const isAdmin = user?.codBseUsuario === ADMIN_USER_ID;
  const chooseProfile = (value: string | null) => {
    form.setFieldValue('codBsePerfil', value);
    form.setFieldValue('codBseEscola', fixedSchool);
    form.setFieldValue('codBseUnidade', fixedUnit);
    form.setFieldValue('codBseTurma', null);
    form.setFieldValue('arrayCodBseTurmas', []);
  };

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{user ? t('form.editTitle') : t('form.newTitle')}</Title>
        <Text c="dimmed">{user ? t('form.editSubtitle', { login: user.cstLogin }) : t('form.newSubtitle')}</Text>
      </div>
      {user && <LockAlert user={user} />}
      <Paper
        withBorder
        radius="md"
        p="lg"
        component="form"
        onSubmit={form.onSubmit(submit)}
        noValidate
        aria-label={user ? t('form.editTitle') : t('form.newTitle')}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2, lg: 4 }} spacing="md">
            <Select
              label={t('form.profile')}
              data={profileOptions}
              value={form.values.codBsePerfil}
              onChange={chooseProfile}
              error={errorOf('codBsePerfil')}
              withAsterisk
              disabled={isAdmin || profiles.isPending}
              allowDeselect={false}
            />
            <PlacementFields form={form} me={me} errorOf={errorOf} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
            <TextInput
              label={t('form.name')}
              withAsterisk
              maxLength={NAME_MAX}
              autoComplete="off"
              {...form.getInputProps('nomUsuario')}
              error={errorOf('nomUsuario')}
            />
            <LoginField
              value={form.values.cstLogin}
              onChange={(value) => {
                if (value !== form.values.cstLogin) loginTyped.current = true;
                form.setFieldValue('cstLogin', value);
              }}
              error={errorOf('cstLogin')}
              onGenerate={prefix ? () => void generate(prefix) : undefined}
              generating={generating}
            />
            <PasswordInput
              label={user ? t('form.newPassword') : t('form.password')}
              description={user ? t('form.passwordKeep') : t('form.passwordHint')}
              withAsterisk={!user}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': t('form.togglePassword') }}
              {...form.getInputProps('txtSenha')}
              error={errorOf('txtSenha')}
            />
          </SimpleGrid>
          <AvatarField
            file={avatar}
            onChange={setAvatar}
            current={user?.imgAvatar ?? null}
            name={form.values.nomUsuario}
            error={errorOf('imgAvatar')}
          />
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to="/usuario/listar" variant="default">
              {t('form.back')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('form.save')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {user?.codBsePerfil === PROFILE.ALUNO && can(me.codBsePerfil, 'guardian:manage') && (
        <StudentGuardians studentId={user.codBseUsuario} studentName={user.nomUsuario} />
      )}
      {user && can(me.codBsePerfil, 'privacy:manage') && (
        <PersonData userId={user.codBseUsuario} name={user.nomUsuario} login={user.cstLogin} />
      )}
    </Stack>
  );
}
