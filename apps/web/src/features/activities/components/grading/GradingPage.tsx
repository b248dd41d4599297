import { useState } from 'react';
import { Alert, Anchor, Badge, Breadcrumbs, Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { GRADE_MAX, GRADE_MIN, GRADE_STEP, GradeValue, type GradingFormDto } from '@portal/shared/activities';
import { ApiError } from '../../../../app/api/client';
import { can } from '@portal/shared/permissions';
import { useErrorText } from '../../../../app/api/errors';
import { confirmYesNo } from '../../../../app/components/confirm';
import { useMe } from '../../../../app/session/me';
import { useChangeGrades, useGiveGrades, useGradingForm } from '../../api/grading';
import { notice } from '../notice';
import { GradeAuditPanel } from './GradeAuditPanel';
import { QuestionCard, QuestionList, StoredHtml } from '../QuestionCard';
import { formatScore } from '../../../../app/formatGrade';
import { classQuery, useActivityClass } from '../useActivityClass';
import { CenteredLoader } from '../../../../app/components/CenteredLoader';

/**
 * `respostasAluno` (give the grades) and `editarNota` (change them): each answer with its correct or
 * incorrect badge (multiple choice marked by the server, and scored on submission: those grades come
 * filled in), the key, and a grade 0-10 in steps of 0.5 that says its maximum; the total over the
 * activity's maximum. A grade out of range is refused with the shared schema's message (the API's own),
 * never cut down. On `editarNota` the staff above the grader also read the grades' history.
 */
export function GradingPage({ mode }: { mode: 'give' | 'edit' }) {
  const { t } = useTranslation('activities');
  const errorText = useErrorText();
  const params = useParams();
  const activityId = Number(params.id);
  const studentId = Number(params.studentId);
  const classId = useActivityClass();
  const form = useGradingForm(activityId, classId, studentId);
  const audits = can(useMe().data?.codBsePerfil, 'activity:audit');

  return (
    <Stack gap="lg">
      <Breadcrumbs>
        <Anchor component={Link} to={`/atividade/respostas/${activityId}${classQuery(classId)}`}>
          {t('grading.answersTitle')}
        </Anchor>
        <Text>{form.data?.nomUsuario ?? '…'}</Text>
      </Breadcrumbs>
      {form.isError ? (
        <Alert color="red" role="alert">
          {errorText(form.error)}
        </Alert>
      ) : !form.data ? (
        <CenteredLoader label={t('loading')} />
      ) : (
        <GradesForm form={form.data} mode={mode} back={`/atividade/respostas/${activityId}${classQuery(classId)}`} />
      )}
      {mode === 'edit' && form.data && audits && <GradeAuditPanel activityId={activityId} classId={classId} studentId={studentId} />}
    </Stack>
  );
}

function GradesForm({ form, mode, back }: { form: GradingFormDto; mode: 'give' | 'edit'; back: string }) {
  const { t, i18n } = useTranslation('activities');
  const tm = useTranslation('msg').t;
  const errorText = useErrorText();
  const navigate = useNavigate();
  const give = useGiveGrades();
  const change = useChangeGrades();
  const [values, setValues] = useState<Record<number, number | ''>>(() =>
    Object.fromEntries(form.questoes.map((q) => [q.codBseQuestao, q.nota?.valor ?? ''])),
  );
  const [warned, setWarned] = useState(false);
  /** The shared schema's message key for a grade it refuses (gradeAboveMax, gradeRange), the API's own. */
  const problem = (id: number) => GradeValue.safeParse(values[id]).error?.issues[0]?.message;
  const invalid = (id: number) => problem(id) !== undefined;
  // A refusal of the API (400: a grade it does not take) says why; anything else is the documents' message.
  const failed = (documented: string) => (error: unknown) =>
    notice('red', error instanceof ApiError && error.status === 400 ? errorText(error) : documented);
  const total = form.questoes.reduce(
    (sum, q) => sum + (typeof values[q.codBseQuestao] === 'number' ? (values[q.codBseQuestao] as number) : 0),
    0,
  );

  const save = () => {
    if (form.questoes.some((q) => invalid(q.codBseQuestao))) {
      setWarned(true);
      return;
    }
    const done = (message: string) => () => {
      notice('teal', message);
      void navigate(back);
    };
    if (mode === 'give')
      confirmYesNo({
        question: t('grading.giveQuestion'),
        onCancel: () => notice('orange', t('grading.giveCancelled')),
        onConfirm: () =>
          give.mutate(
            form.questoes.map((q) => ({
              codBseAtividade: form.codBseAtividade,
              codBseQuestao: q.codBseQuestao,
              codBseUsuario: form.codBseUsuario,
              valor: values[q.codBseQuestao] as number,
            })),
            { onSuccess: done(t('grading.given')), onError: failed(t('grading.giveFailed')) },
          ),
      });
    else
      confirmYesNo({
        question: t('grading.editQuestion'),
        onConfirm: () =>
          change.mutate(
            { ids: form.questoes.map((q) => q.nota!.codBseNota), values: form.questoes.map((q) => values[q.codBseQuestao] as number) },
            { onSuccess: done(t('grading.changed')), onError: failed(t('grading.changeFailed')) },
          ),
      });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Stack gap="lg">
        <div>
          <Title order={1}>
            {mode === 'give' ? t('grading.giveTitle', { name: form.nomUsuario }) : t('grading.editTitle', { name: form.nomUsuario })}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{form.nomAtividade}</Text>
            {form.atrasada && (
              <Badge color="red.9" variant="filled">
                {t('grading.late')}
              </Badge>
            )}
          </Group>
        </div>
        <QuestionList>
          {form.questoes.map((question, index) => {
            const chosen = question.opcoes.find((o) => o.codBseQuestaoOpcao === question.resposta?.codBseQuestaoOpcao);
            return (
              <QuestionCard
                key={question.codBseQuestao}
                id={question.codBseQuestao}
                number={index + 1}
                title={question.titulo}
                statement={question.enuEnunciado}
                badge={
                  question.correta !== null && (
                    <Badge color={question.correta ? 'teal.9' : 'red.9'} variant="filled">
                      {question.correta ? t('grading.correct') : t('grading.incorrect')}
                    </Badge>
                  )
                }
              >
                <Text fw={600}>{t('grading.studentAnswer')}</Text>
                {question.tipoQuestao === 'MULTIPLA_ESCOLHA' ? (
                  <Text>{chosen?.descricao ?? '-'}</Text>
                ) : (
                  <StoredHtml html={question.resposta?.resResposta ?? '-'} />
                )}
                <Text size="sm" c="dimmed">
                  {question.tipoQuestao === 'MULTIPLA_ESCOLHA'
                    ? t('grading.rightOptions', {
                        options: question.opcoes
                          .filter((o) => !o.invalida)
                          .map((o) => o.descricao)
                          .join('; '),
                      })
                    : t('student.expected', { text: question.resRespostaEsperada ?? '' })}
                </Text>
                <NumberInput
                  label={t('grading.gradeOf', { n: index + 1 })}
                  description={t('grading.maximum', { max: GRADE_MAX })}
                  value={values[question.codBseQuestao]}
                  onChange={(value) => setValues((v) => ({ ...v, [question.codBseQuestao]: typeof value === 'number' ? value : '' }))}
                  min={GRADE_MIN}
                  max={GRADE_MAX}
                  clampBehavior="none"
                  step={GRADE_STEP}
                  decimalScale={1}
                  decimalSeparator={i18n.language === 'en' ? '.' : ','}
                  w={160}
                  withAsterisk
                  error={warned && invalid(question.codBseQuestao) ? tm(problem(question.codBseQuestao) ?? 'gradeRange') : undefined}
                />
              </QuestionCard>
            );
          })}
        </QuestionList>
        <Group justify="space-between">
          <Text fw={700} aria-live="polite">
            {t('grading.total', { grade: formatScore(total, form.notaMaxima, i18n.language) })}
          </Text>
          <Group>
            <Button variant="default" component={Link} to={back}>
              {t('student.back')}
            </Button>
            <Button type="submit" loading={give.isPending || change.isPending}>
              {mode === 'give' ? t('grading.give') : t('grading.saveChanges')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
