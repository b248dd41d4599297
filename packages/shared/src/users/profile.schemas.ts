import { z } from 'zod';
import { IdText } from '../common/ids';

/** Profile (2-access §3): who may create it is `codPerfilCriacao` (DECISIONS.md "Who creates whom"). */
export const ProfileDto = z
  .object({
    codBsePerfil: z.number().int(),
    nomPerfil: z.string(),
    codPerfilCriacao: z.number().int(),
    indAcessoPortal: z.enum(['S', 'N']),
  })
  .meta({ id: 'ProfileDto' });
export type ProfileDto = z.infer<typeof ProfileDto>;

/** POST /api/bse_perfil and PUT /api/bse_perfil/{codBsePerfil}. */
export const ProfileBody = z
  .object({
    nomPerfil: z
      .string({ error: 'profileNameRequired' })
      .trim()
      .min(3, { error: 'profileNameRequired' })
      .max(50, { error: 'profileNameRequired' }),
    codPerfilCriacao: z.coerce.number().int().min(1).max(999),
    indAcessoPortal: z.enum(['S', 'N']).default('S'),
  })
  .meta({ id: 'ProfileBody' });
export type ProfileBody = z.input<typeof ProfileBody>;

/** The profiles created with the database (1 Master .. 7 Assistente): never deleted. */
export const BUILT_IN_PROFILE_MAX = 7;

export const ProfileIdParam = z.object({ codBsePerfil: IdText });

// The small catalogues of 2-access §3 and 1-authoring §7.
export const CountryDto = z.object({ codPais: z.number().int(), nomPais: z.string() }).meta({ id: 'CountryDto' });
export type CountryDto = z.infer<typeof CountryDto>;
export const CheckListDto = z.object({ codCheckList: z.number().int(), nomCheckList: z.string() }).meta({ id: 'CheckListDto' });
export type CheckListDto = z.infer<typeof CheckListDto>;
export const ContactSubjectDto = z.object({ codInformacao: z.number().int(), nomInformacao: z.string() }).meta({ id: 'ContactSubjectDto' });
export type ContactSubjectDto = z.infer<typeof ContactSubjectDto>;
