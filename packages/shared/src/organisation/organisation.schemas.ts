import { z } from 'zod';
import { Id, IdText, idField } from '../common/ids';
import { PageQuery, pageOf } from '../common/pagination';

/**
 * Schools, addresses, units and classes (2-access §3, §5, §7). One definition of every body,
 * query and answer: the API validates with it, the forms validate with the same schema.
 */

// ---------------------------------------------------------------- limits (§9)

export const SCHOOL_NAME_MAX = 100;
export const UNIT_NAME_MIN = 4;
export const UNIT_NAME_MAX = 100;
export const CLASS_NAME_MIN = 3;
export const CLASS_NAME_MAX = 60;
export const CEP_DIGITS = 8;

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

/** §5 Class: ! @ # $ % & * ( ) _ + - = [ ] { } ; ' : " \ | , . < > / ? */
export const CLASS_NAME_FORBIDDEN = /[!@#$%&*()_+\-=[\]{};':"\\|,.<>/?]/;

/** Only the digits of a CEP ('30130-010' -> '30130010'). */
export function cepDigits(value: string): string {
  return value.replace(/\D/g, '');
}

// ---------------------------------------------------------------- fields

/** Two letters A-Z; what is typed is upper-cased first (§5 School, §5 Unit). */
function prefixField(requiredKey: 'schoolPrefixRequired' | 'prefixTwoLetters') {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .toUpperCase()
    .length(2, { error: 'prefixTwoLetters' })
    .regex(/^[A-Z]{2}$/, { error: 'prefixLettersOnly' });
}

export const CepField = z
  .string({ error: 'cepInvalid' })
  .transform(cepDigits)
  .pipe(z.string().regex(/^\d{8}$/, { error: 'cepInvalid' }));

function requiredText(key: 'streetRequired' | 'districtRequired' | 'cityRequired', max: number) {
  return z.string({ error: key }).trim().min(1, { error: key }).max(max);
}

// ---------------------------------------------------------------- addresses

export const AddressBody = z
  .object({
    dscCep: CepField,
    dscRua: requiredText('streetRequired', 150),
    dscBairro: requiredText('districtRequired', 100),
    dscCidade: requiredText('cityRequired', 100),
    dscEstado: z
      .string({ error: 'stateInvalid' })
      .trim()
      .toUpperCase()
      .refine((value) => (UFS as readonly string[]).includes(value), { error: 'stateInvalid' }),
  })
  .meta({ id: 'AddressBody' });
export type AddressBody = z.input<typeof AddressBody>;

export const AddressDto = z
  .object({
    codBseEndereco: z.number().int(),
    dscCep: z.string().nullable(),
    dscRua: z.string().nullable(),
    dscBairro: z.string().nullable(),
    dscCidade: z.string().nullable(),
    dscEstado: z.string().nullable(),
  })
  .meta({ id: 'AddressDto' });
export type AddressDto = z.infer<typeof AddressDto>;

/** `GET /api/bse_endereco`: the addresses the caller may manage, paged, searched and sorted by the server. */
export const ADDRESS_SORTS = [
  'dscCidade',
  '-dscCidade',
  'dscBairro',
  '-dscBairro',
  'dscRua',
  '-dscRua',
  'dscCep',
  '-dscCep',
  'dscEstado',
  '-dscEstado',
  'codBseEndereco',
  '-codBseEndereco',
] as const;
export const AddressListQuery = PageQuery.extend({ sort: z.enum(ADDRESS_SORTS).optional() });
export type AddressListQuery = z.infer<typeof AddressListQuery>;
export const AddressPage = pageOf(AddressDto);
export type AddressPage = z.infer<typeof AddressPage>;

/** `GET /api/cep/{cep}`: what the postal-code provider knows, in the address's field names. */
export const CepParam = z.object({ cep: CepField });
export const CepDto = z
  .object({
    dscCep: z.string(),
    dscRua: z.string(),
    dscBairro: z.string(),
    dscCidade: z.string(),
    dscEstado: z.string(),
  })
  .meta({ id: 'CepDto' });
export type CepDto = z.infer<typeof CepDto>;

// ---------------------------------------------------------------- schools

/** The school form embeds its address; `codBseEndereco` attaches one made by POST /api/bse_endereco instead. */
export const SchoolCreateBody = z
  .object({
    nomEscola: z
      .string({ error: 'schoolNameRequired' })
      .trim()
      .min(1, { error: 'schoolNameRequired' })
      .max(SCHOOL_NAME_MAX, { error: 'schoolNameMax' }),
    cstTxtPrefixoLogin: prefixField('schoolPrefixRequired'),
    endereco: AddressBody.optional(),
    codBseEndereco: Id.optional(),
  })
  .meta({ id: 'SchoolCreateBody' });
export type SchoolCreateBody = z.input<typeof SchoolCreateBody>;

/** The prefix is read-only when editing: it may be sent, but only unchanged. */
export const SchoolUpdateBody = SchoolCreateBody.extend({
  codBseEscola: Id.optional(),
  cstTxtPrefixoLogin: prefixField('schoolPrefixRequired').optional(),
}).meta({ id: 'SchoolUpdateBody' });
export type SchoolUpdateBody = z.input<typeof SchoolUpdateBody>;

export const SchoolDto = z
  .object({
    codBseEscola: z.number().int(),
    nomEscola: z.string(),
    cstTxtPrefixoLogin: z.string(),
    cstCodigo: z.string(),
    codBseEndereco: z.number().int().nullable(),
    codUsuarioCriacao: z.number().int().nullable(),
    endereco: AddressDto.nullable(),
  })
  .meta({ id: 'SchoolDto' });
export type SchoolDto = z.infer<typeof SchoolDto>;

export const SCHOOL_SORTS = [
  'nomEscola',
  '-nomEscola',
  'cstTxtPrefixoLogin',
  '-cstTxtPrefixoLogin',
  'codBseEscola',
  '-codBseEscola',
] as const;
export const SchoolListQuery = PageQuery.extend({ sort: z.enum(SCHOOL_SORTS).optional() });
export type SchoolListQuery = z.infer<typeof SchoolListQuery>;
export const SchoolPage = pageOf(SchoolDto).meta({ id: 'SchoolPage' });
export type SchoolPage = z.infer<typeof SchoolPage>;

// ---------------------------------------------------------------- units

/** A Master chooses the school (`codBseEscola`); a Gestor's is their own (§5 Unit). */
export const UnitBody = z
  .object({
    nomUnidade: z
      .string({ error: 'unitNameMin' })
      .trim()
      .min(UNIT_NAME_MIN, { error: 'unitNameMin' })
      .max(UNIT_NAME_MAX, { error: 'unitNameMax' }),
    cstTxtPrefixoLogin: prefixField('prefixTwoLetters'),
    codBseEscola: Id.nullish(),
    endereco: AddressBody.nullish(),
    codBseEndereco: Id.optional(),
  })
  .meta({ id: 'UnitBody' });
export type UnitBody = z.input<typeof UnitBody>;

export const UnitUpdateBody = UnitBody.extend({ codBseUnidade: Id.optional() }).meta({ id: 'UnitUpdateBody' });
export type UnitUpdateBody = z.input<typeof UnitUpdateBody>;

/** The unit form of a Master must name the school ('Selecione uma escola.'). */
export const UnitBodyForMaster = UnitBody.superRefine((body, ctx) => {
  if (body.codBseEscola == null) ctx.addIssue({ code: 'custom', path: ['codBseEscola'], message: 'unitSchoolRequired' });
}).meta({ id: 'UnitBodyForMaster' });

export const UnitDto = z
  .object({
    codBseUnidade: z.number().int(),
    nomUnidade: z.string(),
    cstTxtPrefixoLogin: z.string(),
    codBseEscola: z.number().int(),
    nomEscola: z.string(),
    cstTxtPrefixoLoginEscola: z.string(),
    codBseEndereco: z.number().int().nullable(),
    endereco: AddressDto.nullable(),
  })
  .meta({ id: 'UnitDto' });
export type UnitDto = z.infer<typeof UnitDto>;

export const UNIT_SORTS = ['nomUnidade', '-nomUnidade', 'nomEscola', '-nomEscola', 'cstTxtPrefixoLogin', '-cstTxtPrefixoLogin'] as const;
export const UnitListQuery = PageQuery.extend({
  sort: z.enum(UNIT_SORTS).optional(),
  codBseEscola: IdText.optional(),
});
export type UnitListQuery = z.infer<typeof UnitListQuery>;
export const UnitPage = pageOf(UnitDto).meta({ id: 'UnitPage' });
export type UnitPage = z.infer<typeof UnitPage>;

/** A short unit for pickers (`unidadesDaEscola`). */
export const UnitOptionDto = z
  .object({
    codBseUnidade: z.number().int(),
    nomUnidade: z.string(),
    cstTxtPrefixoLogin: z.string(),
    codBseEscola: z.number().int(),
  })
  .meta({ id: 'UnitOptionDto' });
export type UnitOptionDto = z.infer<typeof UnitOptionDto>;
export const UnitOptionList = z.array(UnitOptionDto).meta({ id: 'UnitOptionList' });

// ---------------------------------------------------------------- classes

const ClassName = z
  .string({ error: 'classNameMin' })
  .trim()
  .min(CLASS_NAME_MIN, { error: 'classNameMin' })
  .max(CLASS_NAME_MAX, { error: 'classNameMax' })
  .refine((value) => !CLASS_NAME_FORBIDDEN.test(value), { error: 'classNameSpecial' });

export const ClassCreateBody = z
  .object({
    nomTurma: ClassName,
    codBseUnidade: idField('classUnitRequired'),
  })
  .meta({ id: 'ClassCreateBody' });
export type ClassCreateBody = z.input<typeof ClassCreateBody>;

/** §7: PUT payload is nomTurma and codBseTurma; the unit may be sent, but only unchanged. */
export const ClassUpdateBody = z
  .object({
    nomTurma: ClassName,
    codBseTurma: Id.optional(),
    codBseUnidade: Id.optional(),
  })
  .meta({ id: 'ClassUpdateBody' });
export type ClassUpdateBody = z.input<typeof ClassUpdateBody>;

export const ClassDto = z
  .object({
    codBseTurma: z.number().int(),
    nomTurma: z.string(),
    codBseUnidade: z.number().int(),
    nomUnidade: z.string(),
    codBseEscola: z.number().int(),
    nomEscola: z.string(),
    cstTxtPrefixoLoginEscola: z.string(),
    cstTxtPrefixoLoginUnidade: z.string(),
    codUsuarioCriacao: z.number().int().nullable(),
  })
  .meta({ id: 'ClassDto' });
export type ClassDto = z.infer<typeof ClassDto>;

export const CLASS_SORTS = ['nomTurma', '-nomTurma', 'nomUnidade', '-nomUnidade', 'nomEscola', '-nomEscola'] as const;
export const ClassListQuery = PageQuery.extend({
  sort: z.enum(CLASS_SORTS).optional(),
  codBseUnidade: IdText.optional(),
});
export type ClassListQuery = z.infer<typeof ClassListQuery>;
export const ClassPage = pageOf(ClassDto).meta({ id: 'ClassPage' });
export type ClassPage = z.infer<typeof ClassPage>;

/** A short class for pickers (`turmasDaUnidade`). */
export const ClassOptionDto = z
  .object({
    codBseTurma: z.number().int(),
    nomTurma: z.string(),
    codBseUnidade: z.number().int(),
  })
  .meta({ id: 'ClassOptionDto' });
export type ClassOptionDto = z.infer<typeof ClassOptionDto>;
export const ClassOptionList = z.array(ClassOptionDto).meta({ id: 'ClassOptionList' });

// ---------------------------------------------------------------- members

/** A user of a class or unit: §3 "Class member" plus the profile. */
export const MemberDto = z
  .object({
    codBseUsuario: z.number().int(),
    nomUsuario: z.string(),
    cstLogin: z.string(),
    codBsePerfil: z.number().int(),
    nomPerfil: z.string(),
    indAtivo: z.enum(['S', 'N']),
  })
  .meta({ id: 'MemberDto' });
export type MemberDto = z.infer<typeof MemberDto>;

export const MEMBER_SORTS = ['nomUsuario', '-nomUsuario', 'cstLogin', '-cstLogin'] as const;
export const MemberListQuery = PageQuery.extend({
  sort: z.enum(MEMBER_SORTS).optional(),
  codBsePerfil: IdText.optional(),
});
export type MemberListQuery = z.infer<typeof MemberListQuery>;
export const MemberPage = pageOf(MemberDto).meta({ id: 'MemberPage' });
export type MemberPage = z.infer<typeof MemberPage>;

/** `carregarTurmasDoUsuario`: the classes of one user. */
export const UserClassLinkDto = z
  .object({
    codBseUsuarioTurma: z.number().int(),
    codBseTurma: z.number().int(),
    nomTurma: z.string(),
    codBseUnidade: z.number().int(),
    nomUnidade: z.string(),
    indAtual: z.enum(['S', 'N']),
  })
  .meta({ id: 'UserClassLinkDto' });
export type UserClassLinkDto = z.infer<typeof UserClassLinkDto>;
export const UserClassLinkList = z.array(UserClassLinkDto).meta({ id: 'UserClassLinkList' });

// ---------------------------------------------------------------- params

export const SchoolIdParam = z.object({ codBseEscola: IdText });
export const UnitIdParam = z.object({ codBseUnidade: IdText });
export const ClassIdParam = z.object({ codBseTurma: IdText });
export const AddressIdParam = z.object({ codBseEndereco: IdText });
export const MembershipParams = z.object({ codBseTurma: IdText, codBseUsuario: IdText });
