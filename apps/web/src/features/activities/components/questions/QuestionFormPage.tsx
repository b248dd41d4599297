import { useState } from 'react';
import {
  ActionIcon,
  Alert,
  Anchor,
  Breadcrumbs,
  Button,
  Checkbox,
  Group,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  QUESTION_EXPECTED_ANSWER_MAX,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_TITLE_MAX,
  type QuestionDto,
  type QuestionType,
} from '@portal/shared/activities';
import { useErrorText, useFieldErrors } from '../../../../app/api/errors';
import { confirmYesNo } from '../../../../app/components/confirm';
import { RichTextInput } from '../../../../app/components/RichTextInput';
import { useActivity } from '../../api/catalogue';
import { useCreateQuestion, useEditQuestion, useQuestion } from '../../api/questions';
import { notice } from '../notice';
import { useAreaContext } from '../../../../app/useAreaContext';
import { CenteredLoader } from '../../../../app/components/CenteredLoader';

interface Option {
  codBseQuestaoOpcao?: number;
  descricao: string;
  invalida: boolean;
}

interface Values {
  titulo: string;
  enuEnunciado: string;
  tipoQuestao: QuestionType;
  opcoes: Option[];
  resRespostaEsperada: string;
}

const EMPTY: Values = { titulo: '', enuEnunciado: '', tipoQuestao: 'MULTIPLA_ESCOLHA', opcoes: [], resRespostaEsperada: '' };

function valuesOf(question: QuestionDto): Values {
  return {
    titulo: question.titulo,
    enuEnunciado: question.enuEnunciado,
    tipoQuestao: question.tipoQuestao,
    opcoes: question.multiplaEscolha,
    resRespostaEsperada: question.resRespostaEsperada ?? '',
  };
}

/** /questao/novo/{idAtividade} and /questao/alterar/atividade/{idAtividade}/questao/{idQuestao}. */
export function QuestionFormPage() {
  const { t } = useTranslation('activities');
  const area = useAreaContext();
  const params = useParams();
  const activityId = Number(params.id);
  const questionId = params.questionId ? Number(params.questionId) : null;
  const activity = useActivity(activityId);
  const question = useQuestion(questionId);

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to="/atividade/listar">
          {t('catalogue.title', area)}
        </Anchor>
        <Anchor component={Link} to={`/questao/listar/${activityId}`}>
          {activity.data?.nomAtividade ?? '…'}
        </Anchor>
        <Text>{questionId === null ? t('questions.new') : t('questions.editTitle')}</Text>
      </Breadcrumbs>
      <Title order={1}>{questionId === null ? t('questions.new') : t('questions.editTitle')}</Title>
      {questionId !== null && !question.data ? (
        <CenteredLoader label={t('loading')} />
      ) : (
        <QuestionForm activityId={activityId} questionId={questionId} initial={question.data ? valuesOf(question.data) : EMPTY} />
      )}
    </Stack>
  );
}

/** The form itself, mounted with its initial values (empty, or the stored question's). */
function QuestionForm({ activityId, questionId, initial }: { activityId: number; questionId: number | null; initial: Values }) {
  const { t } = useTranslation('activities');
  const tm = useTranslation('msg').t;
  const errorText = useErrorText();
  const fieldErrors = useFieldErrors();
  const navigate = useNavigate();
  const editing = questionId !== null;
  const stored = new Set(initial.opcoes.flatMap((o) => (o.codBseQuestaoOpcao ? [o.codBseQuestaoOpcao] : [])));
  const [values, setValues] = useState<Values>(initial);
  const [newOption, setNewOption] = useState('');
  const [optionError, setOptionError] = useState<string | undefined>();
  const [warned, setWarned] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const create = useCreateQuestion(activityId);
  const edit = useEditQuestion(activityId);
  const multipleChoice = values.tipoQuestao === 'MULTIPLA_ESCOLHA';

  const set = <K extends keyof Values>(field: K, value: Values[K]) => setValues((v) => ({ ...v, [field]: value }));
  const setOption = (index: number, change: Partial<Option>) =>
    set(
      'opcoes',
      values.opcoes.map((o, i) => (i === index ? { ...o, ...change } : o)),
    );
  const addOption = () => {
    if (!newOption.trim()) {
      setOptionError(tm('questionOptionEmpty'));
      return;
    }
    set('opcoes', [...values.opcoes, { descricao: newOption.trim(), invalida: true }]);
    setNewOption('');
    setOptionError(undefined);
  };

  const incomplete =
    !values.titulo.trim() ||
    !values.enuEnunciado.trim() ||
    (multipleChoice ? values.opcoes.length === 0 : !values.resRespostaEsperada.trim());
  const missing = (empty: boolean) => (warned && empty ? t('dialog.required') : undefined);

  const saved = () => {
    notice('teal', tm('operationSuccess'));
    void navigate(`/questao/listar/${activityId}`);
  };
  const failed = (error: unknown) => {
    setServerErrors(fieldErrors(error));
    notice('red', errorText(error));
  };

  const submit = () => {
    if (incomplete) {
      setWarned(true);
      return;
    }
    confirmYesNo({
      question: editing ? t('questions.editQuestion') : t('questions.saveQuestion'),
      onConfirm: () => {
        const opcoes = multipleChoice ? values.opcoes : [];
        if (editing)
          edit.mutate(
            { id: questionId, body: { titulo: values.titulo, enuEnunciado: values.enuEnunciado, multiplaEscolha: opcoes } },
            { onSuccess: saved, onError: failed },
          );
        else
          create.mutate(
            {
              codBseAtividade: activityId,
              titulo: values.titulo,
              enuEnunciado: values.enuEnunciado,
              tipoQuestao: values.tipoQuestao,
              resRespostaEsperada: multipleChoice ? null : values.resRespostaEsperada,
              multiplaEscolha: opcoes,
            },
            { onSuccess: saved, onError: failed },
          );
      },
    });
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="lg">
          {warned && incomplete && (
            <Alert color="orange.9" title={t('dialog.warning')} icon={<IconAlertTriangle aria-hidden />} role="alert">
              {tm('activityFillAllFields')}
            </Alert>
          )}
          <TextInput
            label={t('questions.titleColumn')}
            value={values.titulo}
            onChange={(event) => set('titulo', event.currentTarget.value)}
            maxLength={QUESTION_TITLE_MAX}
            withAsterisk
            error={missing(!values.titulo.trim()) ?? serverErrors.titulo}
          />
          <RichTextInput
            label={t('questions.statement')}
            value={values.enuEnunciado}
            onChange={(html) => set('enuEnunciado', html)}
            required
            error={missing(!values.enuEnunciado.trim()) ?? serverErrors.enuEnunciado}
          />
          <Radio.Group
            label={t('questions.type')}
            value={values.tipoQuestao}
            onChange={(value) => set('tipoQuestao', value)}
            withAsterisk
            description={editing ? t('questions.typeLocked') : undefined}
          >
            <Group mt="xs">
              <Radio value="MULTIPLA_ESCOLHA" label={t('questions.types.MULTIPLA_ESCOLHA')} disabled={editing} />
              <Radio value="DISCURSIVA" label={t('questions.types.DISCURSIVA')} disabled={editing} />
            </Group>
          </Radio.Group>
          {multipleChoice ? (
            <Stack gap="xs">
              <Text fw={500} id="options-label">
                {t('questions.options')}
              </Text>
              <Text size="sm" c="dimmed">
                {t('questions.optionsHelp')}
              </Text>
              <Stack gap="xs" component="ol" aria-labelledby="options-label" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {values.opcoes.map((option, index) => (
                  <Group key={option.codBseQuestaoOpcao ?? `new-${index}`} component="li" gap="sm" wrap="nowrap" align="center">
                    <TextInput
                      aria-label={t('questions.optionN', { n: index + 1 })}
                      value={option.descricao}
                      onChange={(event) => setOption(index, { descricao: event.currentTarget.value })}
                      maxLength={QUESTION_OPTION_MAX}
                      style={{ flex: 1 }}
                    />
                    <Checkbox
                      label={t('questions.wrong')}
                      checked={option.invalida}
                      onChange={(event) => setOption(index, { invalida: event.currentTarget.checked })}
                      aria-label={t('questions.wrongN', { n: index + 1 })}
                    />
                    {!(option.codBseQuestaoOpcao && stored.has(option.codBseQuestaoOpcao)) && (
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        aria-label={t('questions.removeOption', { n: index + 1 })}
                        onClick={() =>
                          set(
                            'opcoes',
                            values.opcoes.filter((_, i) => i !== index),
                          )
                        }
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    )}
                  </Group>
                ))}
              </Stack>
              {values.opcoes.length < QUESTION_OPTIONS_MAX && (
                <Group gap="sm" align="flex-start" wrap="nowrap">
                  <TextInput
                    aria-label={t('questions.newOption')}
                    placeholder={t('questions.newOption')}
                    value={newOption}
                    onChange={(event) => {
                      setNewOption(event.currentTarget.value);
                      setOptionError(undefined);
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') {
                        event.preventDefault();
                        addOption();
                      }
                    }}
                    maxLength={QUESTION_OPTION_MAX}
                    error={optionError}
                    style={{ flex: 1 }}
                  />
                  <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={addOption}>
                    {t('questions.addOption')}
                  </Button>
                </Group>
              )}
              {(missing(values.opcoes.length === 0) ?? serverErrors.multiplaEscolha) && (
                <Text c="red.9" size="sm" role="alert">
                  {missing(values.opcoes.length === 0) ?? serverErrors.multiplaEscolha}
                </Text>
              )}
            </Stack>
          ) : (
            <Textarea
              label={t('questions.expected')}
              value={values.resRespostaEsperada}
              onChange={(event) => set('resRespostaEsperada', event.currentTarget.value)}
              readOnly={editing}
              description={editing ? t('questions.expectedLocked') : undefined}
              maxLength={QUESTION_EXPECTED_ANSWER_MAX}
              autosize
              minRows={3}
              withAsterisk
              error={missing(!values.resRespostaEsperada.trim()) ?? serverErrors.resRespostaEsperada}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={`/questao/listar/${activityId}`}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending || edit.isPending}>
              {t('dialog.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
