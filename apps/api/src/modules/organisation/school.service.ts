import { NETWORK_SCHOOL_ID } from '@portal/shared/common/profiles';
import type { z } from 'zod';
import { randomBytes } from 'node:crypto';
import type { MessageKey } from '@portal/shared/common/messages';
import {
  type AddressBody,
  type AddressDto,
  type AddressListQuery,
  type AddressPage,
  type SchoolDto,
  SchoolListQuery,
  type SchoolPage,
} from '@portal/shared/organisation';
import type { Db, Tx } from '../../db/client';
import { AppError, invalidField, notFound } from '../../lib/app-error';
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors';
import type { Scope } from '../../lib/scope';
import {
  type AddressValues,
  addressInUse,
  deleteAddress as deleteAddressRow,
  deleteAddressIfUnused,
  listAddresses as listAddressRows,
  findAddressInScope,
  insertAddress,
  isFreeAddress,
  lockAddressInScope,
  updateAddress as updateAddressRow,
} from './address.repository';
import {
  deleteSchool as deleteSchoolRow,
  findSchool,
  findSchoolClash,
  insertSchool,
  listSchools as listSchoolRows,
  schoolHasDependents,
  updateSchool as updateSchoolRow,
} from './school.repository';

/** What the schemas hand over once parsed (trimmed, upper-cased, CEP as digits). */
type Address = { [K in keyof AddressBody]: string };
interface SchoolInput {
  nomEscola: string;
  cstTxtPrefixoLogin?: string;
  endereco?: Address;
  codBseEndereco?: number;
  codBseEscola?: number;
}

const conflict = (key: MessageKey, field: string) => new AppError(409, 'CONFLICT', key, { [field]: key });

/** The random 6-letter code of a new school (2-access §5 School; its purpose is not shown). */
function schoolCode(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from(randomBytes(6), (b) => alphabet[b % alphabet.length]).join('');
}

export function addressValues(a: Address): AddressValues {
  return { dscCep: a.dscCep, dscRua: a.dscRua, dscBairro: a.dscBairro, dscCidade: a.dscCidade, dscEstado: a.dscEstado };
}

/** An address chosen by id must exist and belong to nothing else yet. */
export async function attachFreeAddress(tx: Tx, id: number): Promise<number> {
  if (!(await isFreeAddress(tx, id))) throw conflict('addressInUse', 'codBseEndereco');
  return id;
}

/** Races past the checks end on the unique indexes: the same answers as the checks give. */
function schoolWriteError(error: unknown): unknown {
  if (isUniqueViolation(error, 'bse_escola_prefixo_uq')) return conflict('schoolPrefixTaken', 'cstTxtPrefixoLogin');
  if (isUniqueViolation(error, 'bse_escola_nome_uq')) return conflict('schoolExists', 'nomEscola');
  return error;
}

export function listSchools(db: Db, query: z.output<typeof SchoolListQuery>): Promise<SchoolPage> {
  return listSchoolRows(db, query);
}

export async function getSchool(db: Db, id: number): Promise<SchoolDto> {
  const school = await findSchool(db, id);
  if (!school) throw notFound();
  return school;
}

export async function createSchool(db: Db, userId: number, body: SchoolInput): Promise<SchoolDto> {
  if (!body.endereco && body.codBseEndereco === undefined) throw invalidField('endereco', 'addressRequired');
  const prefix = body.cstTxtPrefixoLogin!;
  try {
    const id = await db.transaction(async (tx) => {
      const clash = await findSchoolClash(tx, body.nomEscola, prefix);
      if (clash.prefixTaken) throw conflict('schoolPrefixTaken', 'cstTxtPrefixoLogin');
      if (clash.nameTaken) throw conflict('schoolExists', 'nomEscola');
      const addressId = body.endereco
        ? await insertAddress(tx, addressValues(body.endereco))
        : await attachFreeAddress(tx, body.codBseEndereco!);
      return insertSchool(tx, {
        nomEscola: body.nomEscola,
        cstTxtPrefixoLogin: prefix,
        cstCodigo: schoolCode(),
        codBseEndereco: addressId,
        codUsuarioCriacao: userId,
      });
    });
    return getSchool(db, id);
  } catch (error) {
    throw schoolWriteError(error);
  }
}

// 409, not 403: the caller may manage schools; this one school's state forbids the change.
const networkProtected = () => new AppError(409, 'CONFLICT', 'schoolNetworkProtected');

export async function updateSchool(db: Db, id: number, body: SchoolInput): Promise<SchoolDto> {
  if (id === NETWORK_SCHOOL_ID) throw networkProtected();
  if (body.codBseEscola !== undefined && body.codBseEscola !== id) throw invalidField('codBseEscola', 'invalidData');
  try {
    await db.transaction(async (tx) => {
      const school = await findSchool(tx, id, true);
      if (!school) throw notFound();
      if (body.cstTxtPrefixoLogin !== undefined && body.cstTxtPrefixoLogin !== school.cstTxtPrefixoLogin) {
        throw invalidField('cstTxtPrefixoLogin', 'schoolPrefixReadOnly');
      }
      if ((await findSchoolClash(tx, body.nomEscola, undefined, id)).nameTaken) throw conflict('schoolExists', 'nomEscola');
      const addressId = await replaceAddress(tx, school.codBseEndereco, body);
      await updateSchoolRow(tx, id, { nomEscola: body.nomEscola, codBseEndereco: addressId });
      if (school.codBseEndereco !== addressId) await deleteAddressIfUnused(tx, school.codBseEndereco);
    });
  } catch (error) {
    throw schoolWriteError(error);
  }
  return getSchool(db, id);
}

/** The owner's address after an edit: the embedded one written in place, another one attached, or unchanged. */
export async function replaceAddress(
  tx: Tx,
  current: number | null,
  body: { endereco?: Address | null; codBseEndereco?: number },
): Promise<number | null> {
  if (body.endereco) {
    if (current == null) return insertAddress(tx, addressValues(body.endereco));
    await updateAddressRow(tx, current, addressValues(body.endereco));
    return current;
  }
  if (body.codBseEndereco !== undefined && body.codBseEndereco !== current) return attachFreeAddress(tx, body.codBseEndereco);
  return current;
}

export async function deleteSchool(db: Db, id: number): Promise<void> {
  if (id === NETWORK_SCHOOL_ID) throw networkProtected();
  try {
    await db.transaction(async (tx) => {
      const school = await findSchool(tx, id, true);
      if (!school) throw notFound();
      if (await schoolHasDependents(tx, id)) throw new AppError(409, 'DEPENDENCIES', 'schoolHasDependents');
      await deleteSchoolRow(tx, id);
      await deleteAddressIfUnused(tx, school.codBseEndereco);
    });
  } catch (error) {
    // Rows of other features (events, topics...) that name the school.
    if (isForeignKeyViolation(error)) throw new AppError(409, 'DEPENDENCIES', 'schoolHasDependents');
    throw error;
  }
}

// ---------------------------------------------------------------- addresses (§7 "Address calls")

export async function getAddress(db: Db, scope: Scope, id: number): Promise<AddressDto> {
  const address = await findAddressInScope(db, scope, id);
  if (!address) throw notFound();
  return address;
}

export async function listAddresses(db: Db, scope: Scope, query: AddressListQuery): Promise<AddressPage> {
  return listAddressRows(db, scope, query);
}

/**
 * Deletes an address no school or unit names (a Master's, made by POST /api/bse_endereco and never
 * attached). One in use answers 409 'O registro não pode ser apagado…'; the RESTRICT foreign keys
 * are the last guard against a school or unit naming it meanwhile.
 */
export async function deleteAddress(db: Db, scope: Scope, id: number): Promise<void> {
  const inUse = () => new AppError(409, 'DEPENDENCIES');
  try {
    await db.transaction(async (tx) => {
      if (!(await lockAddressInScope(tx, scope, id))) throw notFound();
      if (await addressInUse(tx, id)) throw inUse();
      await deleteAddressRow(tx, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw inUse();
    throw error;
  }
}

export async function createAddress(db: Db, body: Address): Promise<AddressDto> {
  const id = await insertAddress(db, addressValues(body));
  return (await findAddressInScope(db, { kind: 'network', userId: 0 }, id))!;
}

export async function updateAddress(db: Db, scope: Scope, id: number, body: Address): Promise<AddressDto> {
  await db.transaction(async (tx) => {
    if (!(await lockAddressInScope(tx, scope, id))) throw notFound();
    await updateAddressRow(tx, id, addressValues(body));
  });
  return getAddress(db, scope, id);
}
