import { MAX_UPLOAD_BYTES } from '@portal/shared/common/uploads';
import { useRef, useState } from 'react';
import { Alert, Badge, Button, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications/store';
import { IconDownload, IconFileTypeCsv, IconPrinter, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BULK_COLUMNS,
  type BulkCommitResult,
  type BulkCounts,
  type BulkPreviewAnswer,
  type BulkRow,
  bulkOutcome,
} from '@portal/shared/users';
import { ApiError } from '../../../app/api/client';
import { confirmYesNo } from '../../../app/components/confirm';
import { useMe } from '../../../app/session/me';
import { useBulkCommit, useBulkPreview } from '../api/bulk';
import { downloadCsv } from '../../../app/api/saveFile';
import { type BulkEncoding, parseBulkFile, templateCsv, usuariosCsv } from '../bulkFile';
import { BulkBatches } from './BulkBatches';
import { BulkClassPicker } from './BulkClassPicker';
import { BulkRowsTable, STATUS_COLORS } from './BulkRowsTable';

type Stage =
  { kind: 'idle' } | { kind: 'reading'; fraction: number } | { kind: 'checking' } | { kind: 'saving'; done: number; total: number };

/**
 * /usuario/massivo (2-access §5 Bulk creation, §8 Bulk): pick the class, then the .csv file; the
 * server checks every row (nothing written) and shows each one's status; confirming creates the
 * valid rows in one go and downloads usuarios.csv with the logins and passwords.
 */
export function BulkPage() {
  const { t } = useTranslation('users');
  const { data: me } = useMe();
  const [classId, setClassId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [rows, setRows] = useState<BulkRow[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [preview, setPreview] = useState<BulkPreviewAnswer | null>(null);
  const [result, setResult] = useState<BulkCommitResult | null>(null);
  const [encoding, setEncoding] = useState<BulkEncoding | null>(null);
  /** Empties the file input once a file is read, so picking the same (corrected) file again reads it again. */
  const resetInput = useRef<() => void>(null);
  const check = useBulkPreview();
  const commit = useBulkCommit((done, total) => setStage({ kind: 'saving', done, total }));
  if (!me) return null;

  const reset = () => {
    setFile(null);
    setRows(null);
    setPreview(null);
    setResult(null);
    setProblem(null);
    setEncoding(null);
  };

  const rejected = (error: unknown) => {
    setStage({ kind: 'idle' });
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
      notifications.show({ color: 'red', title: t('bulkInvalidRecord', { ns: 'msg' }), message: t('bulk.reviewFile') });
    } else {
      notifications.show({ color: 'red', message: t('bulk.failure') });
    }
  };

  const chooseFile = async (chosen: File | null) => {
    reset();
    resetInput.current?.();
    if (!chosen) return;
    if (!classId) {
      setProblem('bulkClassRequired');
      return;
    }
    if (chosen.size > MAX_UPLOAD_BYTES) {
      setProblem('fileTooLarge');
      return;
    }
    setFile(chosen);
    setStage({ kind: 'reading', fraction: 0 });
    const parsed = await parseBulkFile(chosen, (fraction) => setStage({ kind: 'reading', fraction })).catch(() => ({
      ok: false as const,
      messageKey: 'bulkEmpty' as const,
    }));
    if (!parsed.ok) {
      setStage({ kind: 'idle' });
      setProblem(parsed.messageKey);
      return;
    }
    setRows(parsed.rows);
    setEncoding(parsed.encoding);
    setStage({ kind: 'checking' });
    check.mutate(
      { codBseTurma: Number(classId), usuarios: parsed.rows },
      {
        onSuccess: (answer) => {
          setPreview(answer);
          setStage({ kind: 'idle' });
        },
        onError: rejected,
      },
    );
  };

  const finish = (answer: BulkCommitResult) => {
    setStage({ kind: 'idle' });
    setResult(answer);
    const outcome = bulkOutcome(answer.mensagem);
    if (outcome === 'success') notifications.show({ color: 'teal', message: t('bulk.success') });
    else if (outcome === 'partial')
      notifications.show({ color: 'yellow', title: t('bulk.partialTitle'), message: summary(answer.criados.length, answer.contagem) });
    else notifications.show({ color: 'red', message: t('bulk.failure') });
    if (answer.criados.length > 0) downloadCsv('usuarios.csv', usuariosCsv(answer.criados));
  };

  const summary = (created: number, counts: BulkCounts) =>
    [
      t('bulk.summary.created', { count: created }),
      counts.incorretos ? t('bulk.summary.incorretos', { count: counts.incorretos }) : null,
      counts.conflitantes ? t('bulk.summary.conflitantes', { count: counts.conflitantes }) : null,
      counts.naoPermitidos ? t('bulk.summary.naoPermitidos', { count: counts.naoPermitidos }) : null,
    ]
      .filter(Boolean)
      .join(' ');

  const confirm = () => {
    if (!rows || !preview || !classId) return;
    confirmYesNo({
      question: t('bulk.confirm', { count: preview.contagem.validos }),
      detail:
        preview.contagem.validos < preview.contagem.total
          ? t('bulk.confirmDetail', { count: preview.contagem.total - preview.contagem.validos })
          : undefined,
      onConfirm: () => {
        setStage({ kind: 'saving', done: 0, total: preview.contagem.validos });
        commit.mutate({ codBseTurma: Number(classId), usuarios: rows }, { onSuccess: finish, onError: rejected });
      },
    });
  };

  const busy = stage.kind !== 'idle';
  const counts = result?.contagem ?? preview?.contagem;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('bulk.title')}</Title>
          <Text c="dimmed">{t('bulk.subtitle')}</Text>
        </div>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => downloadCsv('modelo-usuarios.csv', templateCsv())}
          >
            {t('bulk.template')}
          </Button>
          <Button component={Link} to="/usuario/listar" variant="default">
            {t('form.back')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <BulkClassPicker
            me={me}
            value={classId}
            onChange={(next) => {
              // §4: once a file is loaded, changing the class invalidates it.
              setClassId(next);
              reset();
            }}
          />
          <FileInput
            label={t('bulk.file')}
            description={t('bulk.fileHint', { columns: BULK_COLUMNS.join(', ') })}
            accept=".csv,text/csv"
            placeholder={t('bulk.filePlaceholder')}
            value={file}
            onChange={(chosen) => void chooseFile(chosen)}
            leftSection={<IconFileTypeCsv size={18} aria-hidden />}
            resetRef={resetInput}
            // Mantine's placeholder grey (gray.5) is 2.1:1 on white: gray.7 reaches 4.5:1 (WCAG AA).
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            clearable
            clearButtonProps={{ 'aria-label': t('bulk.clearFile') }}
            disabled={busy}
            maw={520}
          />
          {encoding && file && (
            <Text size="sm" c="gray.8" data-testid="bulk-encoding">
              {t('bulk.encoding', { encoding: t(`bulk.encodings.${encoding}`) })}
            </Text>
          )}
          {problem && (
            <Alert color="red" role="alert" title={t(problem, { ns: 'msg' })}>
              {problem === 'bulkEmpty' ? t('bulk.expectedColumns', { columns: BULK_COLUMNS.join(', ') }) : null}
            </Alert>
          )}
          {stage.kind === 'reading' && <Progress value={stage.fraction * 100} aria-label={t('bulk.reading')} animated />}
          {stage.kind === 'checking' && (
            <Progress value={100} striped animated aria-label={t('bulk.checking', { count: rows?.length ?? 0 })} />
          )}
          {stage.kind !== 'idle' && (
            <Text size="sm" role="status" aria-live="polite">
              {stage.kind === 'reading' && t('bulk.reading')}
              {stage.kind === 'checking' && t('bulk.checking', { count: rows?.length ?? 0 })}
              {stage.kind === 'saving' && t('bulk.saving', { done: stage.done, total: stage.total })}
            </Text>
          )}
          {stage.kind === 'saving' && (
            <Progress
              value={stage.total ? (stage.done / stage.total) * 100 : 0}
              aria-label={t('bulk.saving', { done: stage.done, total: stage.total })}
              size="lg"
            />
          )}
        </Stack>
      </Paper>
      {counts && (preview || result) && (
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="bulk-rows-title">
          <Stack gap="md">
            <Group justify="space-between" align="center">
              <Title order={2} fz="h4" id="bulk-rows-title">
                {result ? t('bulk.resultTitle') : t('bulk.previewTitle')}
              </Title>
              <Group gap="xs">
                <Badge color={STATUS_COLORS.valido} variant="filled">
                  {t('bulk.count.validos', { count: result ? result.criados.length : counts.validos })}
                </Badge>
                <Badge color={STATUS_COLORS.incorreto} variant="filled">
                  {t('bulk.count.incorretos', { count: counts.incorretos })}
                </Badge>
                <Badge color={STATUS_COLORS.conflitante} variant="filled">
                  {t('bulk.count.conflitantes', { count: counts.conflitantes })}
                </Badge>
                <Badge color={STATUS_COLORS.naoPermitido} variant="filled">
                  {t('bulk.count.naoPermitidos', { count: counts.naoPermitidos })}
                </Badge>
              </Group>
            </Group>
            {result && result.criados.length > 0 && (
              // Outline: the light variant's teal title on teal.1 is 4.3:1, below WCAG AA.
              <Alert variant="outline" color="teal.9" title={t('bulk.createdTitle', { count: result.criados.length })}>
                <Stack gap="sm">
                  <Text size="sm">{t('bulk.createdHint')}</Text>
                  <Group gap="sm">
                    {result.codBseUsuarioLote !== null && (
                      <Button
                        component={Link}
                        to={`/usuario/massivo/fichas/${result.codBseUsuarioLote}`}
                        size="xs"
                        color="teal.9"
                        leftSection={<IconPrinter size={16} aria-hidden />}
                      >
                        {t('bulk.printSheet')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="default"
                      leftSection={<IconDownload size={16} aria-hidden />}
                      onClick={() => downloadCsv('usuarios.csv', usuariosCsv(result.criados))}
                    >
                      {t('bulk.downloadAgain')}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            )}
            <BulkRowsTable rows={result ? result.linhas : (preview?.linhas ?? [])} />
            {!result && (
              <Group justify="flex-end">
                <Button
                  leftSection={<IconUserPlus size={18} aria-hidden />}
                  onClick={confirm}
                  disabled={busy || !preview || preview.contagem.validos === 0}
                  loading={stage.kind === 'saving'}
                >
                  {t('bulk.commit', { count: preview?.contagem.validos ?? 0 })}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      )}
      <BulkBatches />
    </Stack>
  );
}
