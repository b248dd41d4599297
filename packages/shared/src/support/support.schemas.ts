import { z } from 'zod';
import { OkAnswer } from '../common/answers';
import { idField, idText } from '../common/ids';
import { PageQuery, pageOf } from '../common/pagination';

/*
 * The contact form and the support tickets (3-reports-communication.md §2 "Contact form", "Support
 * tickets", §5; DECISIONS.md "Support tickets"): anyone signed in sends; the Assistente (and the Master)
 * list and delete.
 */

export const CONTACT_MESSAGE_MAX = 1000;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
/** The counter turns red with this many characters left, or fewer (§9). */
export const CONTACT_COUNTER_WARNING = 10;

/** §5: an address holds '@' and either '.com' or ends in '.br'. */
export function isContactEmail(value: string): boolean {
  return value.includes('@') && (value.includes('.com') || value.endsWith('.br'));
}

/** §5's name: required, at least 3 characters, no digits. */
const ContactName = z
  .string({ error: 'contactNameRequired' })
  .trim()
  .min(1, { error: 'contactNameRequired' })
  .min(3, { error: 'contactNameInvalid' })
  .max(CONTACT_NAME_MAX, { error: 'contactNameInvalid' })
  .refine((name) => !/\d/.test(name), { error: 'contactNameDigits' });

/** §5's email: required, with '@' and either '.com' or a '.br' ending. */
const ContactEmail = z
  .string({ error: 'contactEmailRequired' })
  .trim()
  .min(1, { error: 'contactEmailRequired' })
  .max(CONTACT_EMAIL_MAX, { error: 'contactEmailInvalid' })
  .refine(isContactEmail, { error: 'contactEmailInvalid' });

/** §5's description: required, at most 1000 characters. */
const ContactDescription = z
  .string({ error: 'contactDescriptionRequired' })
  .trim()
  .min(1, { error: 'contactDescriptionRequired' })
  .max(CONTACT_MESSAGE_MAX, { error: 'contactDescriptionTooLong' });

/** The screen's contact form: the subject by its code (`GET /api/informacao`). */
export const ContactBody = z
  .object({
    nomContato: ContactName,
    dscEmail: ContactEmail,
    codInformacao: idField('contactSubjectRequired'),
    dscDescricao: ContactDescription,
  })
  .meta({ id: 'ContactBody' });
export type ContactBody = z.infer<typeof ContactBody>;

/** The longest subject text read (the eight subjects are shorter). */
export const CONTACT_SUBJECT_MAX = 100;

/**
 * The documents' support record as the old contact form sent it (3-reports §3 "Support ticket", §7 `POST
 * /bse_suporte`; issue 25): the same rules under the documents' names, the subject (`pagina`) by its text, one of
 * the eight of `GET /api/informacao` (accents and case aside: the documents' 'Criticas e Elogios' is 'Críticas e
 * Elogios'). The sender is the signed-in user: a `codBseUsuario` sent is not read.
 */
export const SupportRecordBody = z
  .object({
    name: ContactName,
    email: ContactEmail,
    pagina: z
      .string({ error: 'contactSubjectRequired' })
      .trim()
      .min(1, { error: 'contactSubjectRequired' })
      .max(CONTACT_SUBJECT_MAX, { error: 'contactSubjectRequired' }),
    desc: ContactDescription,
    codBseUsuario: idField().nullish(),
  })
  .meta({ id: 'SupportRecordBody' });
export type SupportRecordBody = z.infer<typeof SupportRecordBody>;

/** The product's fields of the contact form: a body naming any of them is the screen's, any other the documents'. */
const CONTACT_FIELDS = ['nomContato', 'dscEmail', 'codInformacao', 'dscDescricao'] as const;
export const isContactBody = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && !Array.isArray(body) && CONTACT_FIELDS.some((field) => field in body);

/** `POST /api/bse_suporte` takes either body: the screen's or the documents'. */
export const SupportSendBody = z.union([ContactBody, SupportRecordBody]).meta({ id: 'SupportSendBody' });

/**
 * A support ticket: the screen's fields, and beside them the documents' record (3-reports §3 "Support ticket":
 * `codBseSuporte`, `name`, `pagina` the subject's text, `desc`, `email`, `codBseUsuario` the sender; 1-authoring §3
 * names its id `id`). `POST /api/bse_suporte` with the documents' body answers it, and `GET` lists it.
 */
export const TicketDto = z
  .object({
    codBseSuporte: z.number().int(),
    nomContato: z.string(),
    dscEmail: z.string(),
    codInformacao: z.number().int(),
    nomInformacao: z.string(),
    dscDescricao: z.string(),
    cstLogin: z.string().nullable(),
    datCriacao: z.string(),
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    pagina: z.string(),
    desc: z.string(),
    /** The sender (null once their user is deleted). */
    codBseUsuario: z.number().int().nullable(),
  })
  .meta({ id: 'TicketDto' });
export type TicketDto = z.infer<typeof TicketDto>;

/** What `POST /api/bse_suporte` answers: `{ok}` to the screen's body, the created record to the documents'. */
export const SupportSendAnswer = z.union([OkAnswer, TicketDto]).meta({ id: 'SupportSendAnswer' });

export const TicketPage = pageOf(TicketDto).meta({ id: 'TicketPage' });
export type TicketPage = z.infer<typeof TicketPage>;

export const TicketListQuery = PageQuery;
export type TicketListQuery = z.infer<typeof TicketListQuery>;

export const TicketIdParam = z.object({ codBseSuporte: idText() });
