import { type ConsentBody, type ConsentDto, GUARDIAN_CONSENT_VERSION } from '@portal/shared/guardians';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../lib/app-error';
import type { Viewer } from '../../lib/viewer';
import { acceptedAt, linkedChildNames, recordAcceptance } from './consent.repository';

/** The term to accept (its current version) and whether the guardian accepted it. */
export async function consentOf(db: Db, viewer: Viewer): Promise<ConsentDto> {
  const [datAceite, filhos] = await Promise.all([
    acceptedAt(db, viewer.userId, GUARDIAN_CONSENT_VERSION),
    linkedChildNames(db, viewer.userId),
  ]);
  return { versao: GUARDIAN_CONSENT_VERSION, datAceite: datAceite ?? null, filhos: filhos.map((name) => name.split(' ')[0]!) };
}

/** The guardian accepts the version they read: only the current one (a page open since an older text must be read again). */
export async function acceptConsent(db: Db, viewer: Viewer, body: ConsentBody): Promise<ConsentDto> {
  if (body.versao !== GUARDIAN_CONSENT_VERSION) throw invalidField('versao', 'guardianConsentVersion');
  await recordAcceptance(db, viewer.userId, GUARDIAN_CONSENT_VERSION);
  return consentOf(db, viewer);
}

/** Nothing of a child before the current term is accepted (LGPD art. 14): 403 with the consent message. */
export async function requireConsent(db: Db, viewer: Viewer): Promise<void> {
  if (!(await acceptedAt(db, viewer.userId, GUARDIAN_CONSENT_VERSION))) throw new AppError(403, 'FORBIDDEN', 'guardianConsentRequired');
}
