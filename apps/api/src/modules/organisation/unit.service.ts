import type { z } from 'zod';
import { PROFILE } from '@portal/shared/common/profiles';
import type { MemberPage, UnitDto, UnitListQuery, UnitOptionDto, UnitPage } from '@portal/shared/organisation';
import type { Db } from '../../db/client';
import { AppError, forbidden, invalidField, notFound } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import type { Scope } from '../../lib/scope';
import type { Viewer } from '../../lib/viewer';
import { deleteAddressIfUnused, insertAddress } from './address.repository';
import { type MemberQuery, membersOfUnit } from './member.repository';
import { addressValues, attachFreeAddress, replaceAddress } from './school.service';
import {
  deleteUnit as deleteUnitRow,
  findUnitClash,
  findUnitInScope,
  insertUnit,
  listUnits as listUnitRows,
  schoolExists,
  unitHasDependents,
  unitsOfSchool as unitsOfSchoolRows,
  updateUnit as updateUnitRow,
} from './unit.repository';

type Address = { dscCep: string; dscRua: string; dscBairro: string; dscCidade: string; dscEstado: string };
interface UnitInput {
  nomUnidade: string;
  cstTxtPrefixoLogin: string;
  codBseEscola?: number | null;
  endereco?: Address | null;
  codBseEndereco?: number;
  codBseUnidade?: number;
}

const conflict = (key: 'unitPrefixTaken' | 'unitExists', field: string) => new AppError(409, 'CONFLICT', key, { [field]: key });

function unitWriteError(error: unknown): unknown {
  if (isUniqueViolation(error, 'bse_unidade_escola_prefixo_uq')) return conflict('unitPrefixTaken', 'cstTxtPrefixoLogin');
  if (isUniqueViolation(error, 'bse_unidade_escola_nome_uq')) return conflict('unitExists', 'nomUnidade');
  return error;
}

export function listUnits(db: Db, scope: Scope, query: z.output<typeof UnitListQuery>): Promise<UnitPage> {
  return listUnitRows(db, scope, query);
}

export async function getUnit(db: Db, scope: Scope, id: number): Promise<UnitDto> {
  const unit = await findUnitInScope(db, scope, id);
  if (!unit) throw notFound();
  return unit;
}

/** `unidadesDaEscola`: only a school the caller belongs to (a Master: every school that exists). */
export async function unitsOfSchool(db: Db, scope: Scope, schoolId: number): Promise<UnitOptionDto[]> {
  const visible = scope.kind === 'network' ? await schoolExists(db, schoolId) : scope.codBseEscola === schoolId;
  if (!visible) throw notFound();
  return unitsOfSchoolRows(db, scope, schoolId);
}

export async function usersOfUnit(db: Db, scope: Scope, unitId: number, query: MemberQuery): Promise<MemberPage> {
  if (!(await findUnitInScope(db, scope, unitId))) throw notFound();
  return membersOfUnit(db, unitId, query);
}

/** The school of a new unit: the Master's choice, the Gestor's own (another one is refused). */
async function schoolOfNewUnit(db: Db, viewer: Viewer, chosen: number | null | undefined): Promise<number> {
  if (viewer.profile !== PROFILE.MASTER) {
    if (chosen != null && chosen !== viewer.codBseEscola) throw forbidden();
    return viewer.codBseEscola;
  }
  if (chosen == null || !(await schoolExists(db, chosen))) throw invalidField('codBseEscola', 'unitSchoolRequired');
  return chosen;
}

export async function createUnit(db: Db, viewer: Viewer, body: UnitInput): Promise<UnitDto> {
  const schoolId = await schoolOfNewUnit(db, viewer, body.codBseEscola);
  if (body.codBseEndereco !== undefined && viewer.profile !== PROFILE.MASTER) throw forbidden();
  try {
    const id = await db.transaction(async (tx) => {
      const clash = await findUnitClash(tx, schoolId, body.nomUnidade, body.cstTxtPrefixoLogin);
      if (clash.prefixTaken) throw conflict('unitPrefixTaken', 'cstTxtPrefixoLogin');
      if (clash.nameTaken) throw conflict('unitExists', 'nomUnidade');
      let addressId: number | null = null;
      if (body.endereco) addressId = await insertAddress(tx, addressValues(body.endereco));
      else if (body.codBseEndereco !== undefined) addressId = await attachFreeAddress(tx, body.codBseEndereco);
      return insertUnit(tx, {
        nomUnidade: body.nomUnidade,
        cstTxtPrefixoLogin: body.cstTxtPrefixoLogin,
        codBseEscola: schoolId,
        codBseEndereco: addressId,
        codUsuarioCriacao: viewer.userId,
      });
    });
    return getUnit(db, viewer, id);
  } catch (error) {
    throw unitWriteError(error);
  }
}

export async function updateUnit(db: Db, viewer: Viewer, id: number, body: UnitInput): Promise<UnitDto> {
  const scope = viewer;
  if (body.codBseUnidade !== undefined && body.codBseUnidade !== id) throw invalidField('codBseUnidade', 'invalidData');
  if (body.codBseEndereco !== undefined && viewer.profile !== PROFILE.MASTER) throw forbidden();
  try {
    await db.transaction(async (tx) => {
      const unit = await findUnitInScope(tx, scope, id, true);
      if (!unit) throw notFound();
      if (body.codBseEscola != null && body.codBseEscola !== unit.codBseEscola) throw invalidField('codBseEscola', 'unitSchoolReadOnly');
      const clash = await findUnitClash(tx, unit.codBseEscola, body.nomUnidade, body.cstTxtPrefixoLogin, id);
      if (clash.prefixTaken) throw conflict('unitPrefixTaken', 'cstTxtPrefixoLogin');
      if (clash.nameTaken) throw conflict('unitExists', 'nomUnidade');
      // `endereco: null` clears the unit's address; leaving it out keeps it.
      const addressId =
        body.endereco === null && body.codBseEndereco === undefined
          ? null
          : await replaceAddress(tx, unit.codBseEndereco, { endereco: body.endereco, codBseEndereco: body.codBseEndereco });
      await updateUnitRow(tx, id, { nomUnidade: body.nomUnidade, cstTxtPrefixoLogin: body.cstTxtPrefixoLogin, codBseEndereco: addressId });
      if (unit.codBseEndereco !== addressId) await deleteAddressIfUnused(tx, unit.codBseEndereco);
    });
  } catch (error) {
    throw unitWriteError(error);
  }
  return getUnit(db, scope, id);
}

export async function deleteUnit(db: Db, scope: Scope, id: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const unit = await findUnitInScope(tx, scope, id, true);
      if (!unit) throw notFound();
      if (await unitHasDependents(tx, id)) throw new AppError(409, 'DEPENDENCIES', 'unitHasDependents');
      await deleteUnitRow(tx, id);
      await deleteAddressIfUnused(tx, unit.codBseEndereco);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new AppError(409, 'DEPENDENCIES', 'unitHasDependents');
    throw error;
  }
}
