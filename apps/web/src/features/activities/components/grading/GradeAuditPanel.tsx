import { Alert, Badge, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../../app/api/errors';
import stacked from '../../../../app/components/stackedTable.module.css';
import { useGradeAudit } from '../../api/grading';
import { formatGrade } from '../../../../app/formatGrade';

interface Props {
  activityId: number;
  classId: number | null;
  studentId: number;
}

/**
 * 'Histórico de notas': every grade given or changed, who did it and when (the staff above the grader); a
 * multiple-choice grade scored on submission says 'Automática' instead of a grader (issue 23).
 */
export function GradeAuditPanel({ activityId, classId, studentId }: Props) {
  const { t, i18n } = useTranslation('activities');
  const errorText = useErrorText();
  const audit = useGradeAudit(activityId, classId, studentId, true);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="grade-audit">
      <Title order={2} size="h4" id="grade-audit" mb="sm">
        {t('audit.title')}
      </Title>
      {audit.isError ? (
        <Alert color="red" role="alert">
          {errorText(audit.error)}
        </Alert>
      ) : !audit.data ? (
        <Loader size="sm" aria-label={t('loading')} />
      ) : audit.data.length === 0 ? (
        <Text c="dimmed">{t('audit.empty')}</Text>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <Table striped verticalSpacing="xs" aria-labelledby="grade-audit" className={stacked.table}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('audit.question')}</Table.Th>
                <Table.Th w={110}>{t('audit.before')}</Table.Th>
                <Table.Th w={110}>{t('audit.after')}</Table.Th>
                <Table.Th>{t('audit.by')}</Table.Th>
                <Table.Th w={160}>{t('audit.when')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {audit.data.map((row, index) => (
                // One grade may change several times: the row's place keeps the keys apart.
                <Table.Tr key={`${row.codBseNota}-${index}`}>
                  <Table.Td data-primary>{row.titulo}</Table.Td>
                  <Table.Td data-label={t('audit.before')}>{formatGrade(row.valorAnterior, i18n.language)}</Table.Td>
                  <Table.Td data-label={t('audit.after')}>{formatGrade(row.valorNovo, i18n.language)}</Table.Td>
                  <Table.Td data-label={t('audit.by')}>
                    {row.automatica ? (
                      <Badge color="indigo.9" variant="filled">
                        {t('audit.automatic')}
                      </Badge>
                    ) : (
                      (row.nomUsuario ?? '-')
                    )}
                  </Table.Td>
                  <Table.Td data-label={t('audit.when')}>{when.format(new Date(row.datAlteracao))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Paper>
  );
}
