import { useState } from 'react';
import { Alert, Badge, Button, Group, Radio, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { AnsweringFormDto, AnsweringQuestionDto } from '@portal/shared/activities';
import { useErrorText } from '../../../../app/api/errors';
import { confirmYesNo } from '../../../../app/components/confirm';
import { RichTextInput } from '../../../../app/components/RichTextInput';
import { useMe } from '../../../../app/session/me';
import { useAnsweringForm, useSubmitAnswers } from '../../api/answering';
import { notice } from '../notice';
import { QuestionCard, QuestionList, StoredHtml } from '../QuestionCard';
import { useAreaContext } from '../../../../app/useAreaContext';
import { formatScore } from '../../../../app/formatGrade';
import { isoToDay } from '../../../../app/dateTime';
import { GRADE_MAX } from '@portal/shared/activities';
import { CenteredLoader } from '../../../../app/components/CenteredLoader';

/**
 * /atividade/visualizar/{idAtividade}: numbered questions, radios or a rich-text box, sent all at once
 * after 'Tem certeza que deseja enviar sua atividade?'; once sent, the answers; once graded, the grades.
 */
export function AnsweringPage() {
  const { t } = useTranslation('activities');
  const errorText = useErrorText();
  const { data: user } = useMe();
  const activityId = Number(useParams().id);
  const form = useAnsweringForm(activityId, user?.codBseTurma ?? null);

  if (form.isError)
    return (
      <Alert color="red" role="alert">
        {errorText(form.error)}
      </Alert>
    );
  if (!form.data) return <CenteredLoader label={t('loading')} />;
  return form.data.atividade.datResposta === null ? <AnswerForm form={form.data} /> : <SentAnswers form={form.data} />;
}

function Header({ form }: { form: AnsweringFormDto }) {
  const { t } = useTranslation('activities');
  const { datEntrega, atrasada } = form.atividade;
  return (
    <div>
      <Title order={1}>{form.atividade.nomAtividade}</Title>
      <Text c="dimmed">{form.atividade.desDescricao}</Text>
      {(datEntrega || atrasada) && (
        <Group gap="xs" mt={4}>
          {datEntrega && <Text size="sm">{t('student.due', { date: isoToDay(datEntrega) })}</Text>}
          {atrasada && (
            <Badge color="red.9" variant="filled">
              {t('student.sentLate')}
            </Badge>
          )}
        </Group>
      )}
    </div>
  );
}

type Answers = Record<number, { option?: number; text?: string }>;

function AnswerForm({ form }: { form: AnsweringFormDto }) {
  const { t } = useTranslation('activities');
  const tm = useTranslation('msg').t;
  const area = useAreaContext();
  const errorText = useErrorText();
  const submit = useSubmitAnswers();
  const [answers, setAnswers] = useState<Answers>({});
  const [warned, setWarned] = useState(false);
  const answered = (q: AnsweringQuestionDto) =>
    q.tipoQuestao === 'MULTIPLA_ESCOLHA' ? answers[q.codBseQuestao]?.option !== undefined : Boolean(answers[q.codBseQuestao]?.text?.trim());
  const complete = form.questoes.every(answered);

  const send = () => {
    if (!complete) {
      setWarned(true);
      return;
    }
    confirmYesNo({
      question: t('student.sendQuestion'),
      onConfirm: () =>
        submit.mutate(
          {
            codBseAtividade: form.atividade.codBseAtividade,
            codBseTurma: form.atividade.codBseTurma,
            respostas: form.questoes.map((q) =>
              q.tipoQuestao === 'MULTIPLA_ESCOLHA'
                ? { codBseQuestao: q.codBseQuestao, codBseQuestaoOpcao: answers[q.codBseQuestao]!.option! }
                : { codBseQuestao: q.codBseQuestao, resResposta: answers[q.codBseQuestao]!.text! },
            ),
          },
          { onSuccess: () => notice('teal', t('student.sent', area)), onError: (error) => notice('red', errorText(error)) },
        ),
    });
  };

  return (
    <Stack gap="lg">
      <Header form={form} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="lg">
          <QuestionList>
            {form.questoes.map((question, index) => (
              <QuestionCard
                key={question.codBseQuestao}
                id={question.codBseQuestao}
                number={index + 1}
                title={question.titulo}
                statement={question.enuEnunciado}
              >
                {question.tipoQuestao === 'MULTIPLA_ESCOLHA' ? (
                  <Radio.Group
                    aria-labelledby={`q-${question.codBseQuestao}`}
                    value={answers[question.codBseQuestao]?.option?.toString() ?? null}
                    onChange={(value) => setAnswers((a) => ({ ...a, [question.codBseQuestao]: { option: Number(value) } }))}
                    error={warned && !answered(question) ? t('dialog.required') : undefined}
                  >
                    <Stack gap="xs" mt="xs">
                      {question.opcoes.map((option) => (
                        <Radio key={option.codBseQuestaoOpcao} value={String(option.codBseQuestaoOpcao)} label={option.descricao} />
                      ))}
                    </Stack>
                  </Radio.Group>
                ) : (
                  <RichTextInput
                    label={t('student.yourAnswer')}
                    value={answers[question.codBseQuestao]?.text ?? ''}
                    onChange={(html) => setAnswers((a) => ({ ...a, [question.codBseQuestao]: { text: html } }))}
                    error={warned && !answered(question) ? t('dialog.required') : undefined}
                  />
                )}
              </QuestionCard>
            ))}
          </QuestionList>
          {warned && !complete && (
            <Alert color="orange.9" icon={<IconAlertTriangle aria-hidden />} role="alert">
              {tm('answerAllQuestions')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/atividade/visualizarQuestoes">
              {t('student.back')}
            </Button>
            <Button type="submit" loading={submit.isPending}>
              {t('student.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

function SentAnswers({ form }: { form: AnsweringFormDto }) {
  const { t, i18n } = useTranslation('activities');
  const graded = form.atividade.somaNota !== null;
  return (
    <Stack gap="lg">
      <Header form={form} />
      <Alert variant="filled" color={graded ? 'teal.9' : 'indigo.9'} icon={<IconCheck aria-hidden />} role="status">
        {graded
          ? t('student.gradedTotal', { grade: formatScore(form.atividade.somaNota, form.atividade.notaMaxima, i18n.language) })
          : t('student.waitingGrade')}
      </Alert>
      <QuestionList>
        {form.questoes.map((question, index) => (
          <QuestionCard
            key={question.codBseQuestao}
            id={question.codBseQuestao}
            number={index + 1}
            title={question.titulo}
            statement={question.enuEnunciado}
            badge={
              question.correcao && (
                <Badge color="teal.9" variant="filled">
                  {t('student.questionGrade', { grade: formatScore(question.correcao.valor, GRADE_MAX, i18n.language) })}
                </Badge>
              )
            }
          >
            {question.tipoQuestao === 'MULTIPLA_ESCOLHA' ? (
              <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {question.opcoes.map((option) => {
                  const chosen = question.resposta?.codBseQuestaoOpcao === option.codBseQuestaoOpcao;
                  const right = question.correcao?.opcoesCorretas.includes(option.codBseQuestaoOpcao);
                  return (
                    <Group key={option.codBseQuestaoOpcao} component="li" gap="xs">
                      {right ? (
                        <IconCheck size={18} color="var(--mantine-color-teal-9)" aria-hidden />
                      ) : chosen && question.correcao ? (
                        <IconX size={18} color="var(--mantine-color-red-9)" aria-hidden />
                      ) : null}
                      <Text fw={chosen ? 700 : 400}>
                        {option.descricao}
                        {chosen && ` (${t('student.yourChoice')})`}
                        {right && ` (${t('student.rightOption')})`}
                      </Text>
                    </Group>
                  );
                })}
              </Stack>
            ) : (
              <>
                <Text fw={600}>{t('student.yourAnswer')}</Text>
                <StoredHtml html={question.resposta?.resResposta ?? ''} />
                {question.correcao?.resRespostaEsperada && (
                  <Text size="sm" c="dimmed">
                    {t('student.expected', { text: question.correcao.resRespostaEsperada })}
                  </Text>
                )}
              </>
            )}
          </QuestionCard>
        ))}
      </QuestionList>
      <Group>
        <Button variant="default" component={Link} to="/atividade/visualizarQuestoes">
          {t('student.back')}
        </Button>
      </Group>
    </Stack>
  );
}
