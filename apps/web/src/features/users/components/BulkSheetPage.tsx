import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconPrinter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PROFILE } from '@portal/shared/common/profiles';
import type { BulkBatchDto } from '@portal/shared/users';
import { PageLoader } from '../../../app/pages/PageLoader';
import { useBulkBatch } from '../api/bulk';
import { downloadCsv } from '../../../app/api/saveFile';
import { usuariosCsv } from '../bulkFile';
import { useDateTime } from '../bulkDates';
import classes from './BulkSheet.module.css';

/** Profiles that belong to the chosen class (the others live in its unit or school). */
const IN_CLASS: readonly number[] = [PROFILE.PROFESSOR, PROFILE.ALUNO];

/** One card per created user: name, login, first password and where they study or work. */
export function BulkCards({ batch }: { batch: BulkBatchDto }) {
  const { t } = useTranslation('users');
  return (
    <ul className={classes.cards} aria-label={t('bulk.sheet.cardsLabel')}>
      {batch.criados.map((user) => (
        <li key={user.codBseUsuario} className={classes.card} aria-label={user.nomUsuario}>
          <Text fw={700} size="lg">
            {user.nomUsuario}
          </Text>
          <dl className={classes.fields}>
            <dt>{t('bulk.sheet.login')}</dt>
            <dd className={classes.secret}>{user.cstLogin}</dd>
            <dt>{t('bulk.sheet.password')}</dt>
            <dd className={classes.secret}>{user.txtSenha}</dd>
            {user.codBsePerfil !== PROFILE.ALUNO && (
              <>
                <dt>{t('bulk.sheet.profile')}</dt>
                <dd>{t(`profiles.${user.codBsePerfil}`, { ns: 'translation', defaultValue: String(user.codBsePerfil) })}</dd>
              </>
            )}
            <dt>{t('bulk.sheet.school')}</dt>
            <dd>{batch.nomEscola}</dd>
            {user.codBseUnidade !== null && (
              <>
                <dt>{t('bulk.sheet.unit')}</dt>
                <dd>{batch.nomUnidade}</dd>
              </>
            )}
            {IN_CLASS.includes(user.codBsePerfil) && (
              <>
                <dt>{t('bulk.sheet.class')}</dt>
                <dd>{batch.nomTurma}</dd>
              </>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}

/** /usuario/massivo/fichas/{id}: a kept result as a sheet to print and hand out (its creator's, for 24 hours). */
export function BulkSheetPage() {
  const { t } = useTranslation('users');
  const formatDate = useDateTime();
  const { id } = useParams();
  const batchId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : null;
  const { data: batch, isPending, isError } = useBulkBatch(batchId);

  const back = (
    <Button component={Link} to="/usuario/massivo" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
      {t('form.back')}
    </Button>
  );
  if (batchId === null || isError) {
    return (
      <Stack gap="lg">
        <Title order={1}>{t('bulk.sheet.title')}</Title>
        <Alert color="red" role="alert" title={t('bulk.sheet.goneTitle')}>
          {t('bulk.sheet.gone')}
        </Alert>
        <Group>{back}</Group>
      </Stack>
    );
  }
  if (isPending) return <PageLoader />;

  return (
    <Stack gap="lg" className={classes.sheet}>
      <Group justify="space-between" align="flex-end" className={classes.noPrint}>
        <div>
          <Title order={1}>{t('bulk.sheet.title')}</Title>
          <Text c="gray.8">
            {t('bulk.sheet.subtitle', { count: batch.criados.length, className: batch.nomTurma, until: formatDate(batch.datExpira) })}
          </Text>
        </div>
        <Group gap="sm">
          <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => window.print()}>
            {t('bulk.sheet.print')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => downloadCsv('usuarios.csv', usuariosCsv(batch.criados))}
          >
            {t('bulk.downloadCsv')}
          </Button>
          {back}
        </Group>
      </Group>
      <BulkCards batch={batch} />
    </Stack>
  );
}
