import { Group, Text } from '@mantine/core';
import { IconArchive, IconDatabase, IconHeartbeat, IconInfoCircle } from '@tabler/icons-react';
import type { AdminSystemDto } from '@portal/shared/system/admin';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../app/api/errors';
import { Card, Facts } from './Card';
import { HealthBadge } from './HealthBadge';
import { formatBytes, formatCount, formatDateTime, formatDecimal } from './format';
import classes from './admin.module.css';

export function VersionCard({ system }: { system: AdminSystemDto }) {
  const { t } = useTranslation('admin');
  return (
    <Card title={t('version.title')} icon={IconInfoCircle} testId="admin-version">
      <Facts
        items={[
          [t('version.app'), system.versao],
          [t('version.node'), system.node],
        ]}
      />
    </Card>
  );
}

export function DatabaseCard({ system }: { system: AdminSystemDto }) {
  const { t, i18n } = useTranslation('admin');
  const { banco, migracoes } = system;
  return (
    <Card title={t('database.title')} icon={IconDatabase} testId="admin-database">
      <Facts
        items={[
          [t('database.kind'), t(`database.${banco.tipo}`)],
          [t('database.version'), banco.versao],
          [t('database.size'), formatBytes(banco.tamanhoBytes, i18n.language)],
          [t('database.migrations'), formatCount(migracoes.aplicadas, i18n.language)],
          [t('database.lastMigration'), migracoes.ultima ?? '—'],
          [t('database.appliedAt'), formatDateTime(migracoes.aplicadaEm)],
        ]}
      />
    </Card>
  );
}

const NEIGHBOURS = ['banco', 'redis', 'cep'] as const;

/** The database, Redis and the postal-code provider: each one's badge, latency and the reason of a failure. */
export function HealthCard({ system }: { system: AdminSystemDto }) {
  const { t, i18n } = useTranslation('admin');
  // A detail is a key of the message catalogue (the provider's 'addressNotFound') or the technical reason as is.
  const message = useMessage();
  return (
    <Card title={t('health.title')} icon={IconHeartbeat} testId="admin-health">
      <ul className={classes.health}>
        {NEIGHBOURS.map((name) => {
          const health = system.saude[name];
          return (
            <li key={name} data-testid={`health-${name}`}>
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <Text fw={600} size="sm">
                  {t(`health.${name}`)}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  {health.latenciaMs !== null && (
                    <Text size="sm" c="dimmed" className={classes.number}>
                      {t('health.latency', { value: formatDecimal(health.latenciaMs, i18n.language) })}
                    </Text>
                  )}
                  <HealthBadge ok={health.ok} />
                </Group>
              </Group>
              {health.detalhe && (
                <Text size="sm" c={health.ok === false ? 'red.9' : 'dimmed'} mt={4} style={{ overflowWrap: 'anywhere' }}>
                  {message(health.detalhe)}
                </Text>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

export function BackupCard({ system }: { system: AdminSystemDto }) {
  const { t, i18n } = useTranslation('admin');
  const backup = system.ultimoBackup;
  return (
    <Card title={t('backup.title')} icon={IconArchive} testId="admin-backup">
      {backup ? (
        <Facts
          items={[
            [t('backup.date'), formatDateTime(backup.datBackup)],
            [t('backup.file'), backup.txtArquivo],
            [t('backup.size'), formatBytes(backup.numBytes, i18n.language)],
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('backup.none')}
        </Text>
      )}
    </Card>
  );
}
