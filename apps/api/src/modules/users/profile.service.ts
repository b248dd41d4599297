import { PROFILE } from '@portal/shared/common/profiles';
import { can } from '@portal/shared/permissions';
import { BUILT_IN_PROFILE_MAX, type CountryDto, type ProfileDto, ProfileBody } from '@portal/shared/users';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/app-error';
import { isForeignKeyViolation } from '../../lib/db-errors';
import type { Viewer } from '../../lib/viewer';
import * as repo from './profile.repository';

type Body = z.output<typeof ProfileBody>;

export function listProfiles(db: Db): Promise<ProfileDto[]> {
  return repo.listProfiles(db);
}

/**
 * `perfisCalendario`: the profiles a calendar event may be addressed to by this caller: profiles
 * that have a calendar, from the caller's own level down (a Professor addresses Professores and
 * Alunos; a Master everyone with a calendar).
 */
export async function calendarProfiles(db: Db, viewer: Viewer): Promise<ProfileDto[]> {
  const all = await repo.listProfiles(db);
  return all.filter((p) => can(p.codBsePerfil, 'nav:calendario') && p.codBsePerfil >= viewer.profile);
}

export async function getProfile(db: Db, code: number): Promise<ProfileDto> {
  const profile = await repo.findProfile(db, code);
  if (!profile) throw notFound();
  return profile;
}

export function createProfile(db: Db, body: Body): Promise<ProfileDto> {
  return repo.insertProfile(db, body);
}

/** The Master profile stays as it is: changing who creates it or its access could lock the network out. */
export async function updateProfile(db: Db, code: number, body: Body): Promise<ProfileDto> {
  if (code === PROFILE.MASTER) throw new AppError(409, 'CONFLICT', 'profileMasterProtected');
  const profile = await repo.updateProfile(db, code, body);
  if (!profile) throw notFound();
  return profile;
}

/** The seven profiles of the product are never deleted; another with users refuses (409). */
export async function deleteProfile(db: Db, code: number): Promise<void> {
  if (code <= BUILT_IN_PROFILE_MAX) throw new AppError(409, 'CONFLICT', 'profileBuiltIn');
  try {
    if (!(await repo.deleteProfile(db, code))) throw notFound();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(409, 'DEPENDENCIES', 'dependencies');
    throw error;
  }
}

const portuguese = new Intl.Collator('pt', { sensitivity: 'base' });

/** Countries in Portuguese alphabetical order, whatever the database's collation ('Síria' before 'Suriname'). */
export async function listCountries(db: Db): Promise<CountryDto[]> {
  return (await repo.listCountries(db)).sort((a, b) => portuguese.compare(a.nomPais, b.nomPais));
}
