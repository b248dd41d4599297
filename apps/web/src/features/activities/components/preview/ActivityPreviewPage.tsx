import { Alert, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useErrorText } from '../../../../app/api/errors';
import { useMe } from '../../../../app/session/me';
import { can } from '@portal/shared/permissions';
import { useActivityPreview } from '../../api/classActivities';
import { QuestionCard, QuestionList } from '../QuestionCard';
import { useActivityClass } from '../useActivityClass';
import { CenteredLoader } from '../../../../app/components/CenteredLoader';

/**
 * /atividade/visualizar/{idAtividade} as the staff see it (2-access §2: Submit only for the student):
 * the numbered questions, each option marked right or wrong, the expected answer; Voltar.
 */
export function ActivityPreviewPage() {
  const { t } = useTranslation('activities');
  const errorText = useErrorText();
  const { data: user } = useMe();
  const activityId = Number(useParams().id);
  const classId = useActivityClass();
  const preview = useActivityPreview(activityId, classId);
  const navigate = useNavigate();
  const cameFromApp = useLocation().key !== 'default';
  const fallback = can(user?.codBsePerfil, 'activity:manage') ? '/atividade/listar' : '/atividade/ListaProfessor';
  const back = (
    <Group>
      {cameFromApp ? (
        <Button variant="default" onClick={() => void navigate(-1)}>
          {t('student.back')}
        </Button>
      ) : (
        <Button variant="default" component={Link} to={fallback}>
          {t('student.back')}
        </Button>
      )}
    </Group>
  );

  if (preview.isError)
    return (
      <Stack gap="lg">
        <Alert color="red" role="alert">
          {errorText(preview.error)}
        </Alert>
        {back}
      </Stack>
    );
  if (!preview.data) return <CenteredLoader label={t('loading')} />;
  const { atividade, questoes } = preview.data;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{atividade.nomAtividade}</Title>
        <Text c="dimmed">{atividade.desDescricao}</Text>
        <Text size="sm" c="dimmed">
          {atividade.dscLivro} · {atividade.dscCapitulo}
        </Text>
      </div>
      {questoes.length === 0 ? (
        <Alert color="blue">{t('questions.empty')}</Alert>
      ) : (
        <QuestionList label={t('preview.questionsLabel')}>
          {questoes.map((question, index) => (
            <QuestionCard
              key={question.codBseQuestao}
              id={question.codBseQuestao}
              number={index + 1}
              title={question.titulo}
              statement={question.enuEnunciado}
              badge={<Badge variant="light">{t(`questions.types.${question.tipoQuestao}`)}</Badge>}
            >
              {question.tipoQuestao === 'MULTIPLA_ESCOLHA' ? (
                <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {question.multiplaEscolha.map((option) => (
                    <Group key={option.codBseQuestaoOpcao} component="li" gap="xs" wrap="nowrap">
                      {option.invalida ? (
                        <IconX size={18} color="var(--mantine-color-red-9)" aria-hidden />
                      ) : (
                        <IconCheck size={18} color="var(--mantine-color-teal-9)" aria-hidden />
                      )}
                      <Text fw={option.invalida ? 400 : 700}>
                        {option.descricao} ({option.invalida ? t('preview.wrongOption') : t('student.rightOption')})
                      </Text>
                    </Group>
                  ))}
                </Stack>
              ) : (
                <Text size="sm">{t('student.expected', { text: question.resRespostaEsperada ?? '-' })}</Text>
              )}
            </QuestionCard>
          ))}
        </QuestionList>
      )}
      {back}
    </Stack>
  );
}
