import { z } from 'zod';
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

export const ContactBody = z
  .object({
    nomContato: z
      .string({ error: 'contactNameRequired' })
      .trim()
      .min(1, { error: 'contactNameRequired' })
      .min(3, { error: 'contactNameInvalid' })
      .max(CONTACT_NAME_MAX, { error: 'contactNameInvalid' })
      .refine((name) => !/\d/.test(name), { error: 'contactNameDigits' }),
    dscEmail: z
      .string({ error: 'contactEmailRequired' })
      .trim()
      .min(1, { error: 'contactEmailRequired' })
      .max(CONTACT_EMAIL_MAX, { error: 'contactEmailInvalid' })
      .refine(isContactEmail, { error: 'contactEmailInvalid' }),
    codInformacao: idField('contactSubjectRequired'),
    dscDescricao: z
      .string({ error: 'contactDescriptionRequired' })
      .trim()
      .min(1, { error: 'contactDescriptionRequired' })
      .max(CONTACT_MESSAGE_MAX, { error: 'contactDescriptionTooLong' }),
  })
  .meta({ id: 'ContactBody' });
export type ContactBody = z.infer<typeof ContactBody>;

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
  })
  .meta({ id: 'TicketDto' });
export type TicketDto = z.infer<typeof TicketDto>;

export const TicketPage = pageOf(TicketDto).meta({ id: 'TicketPage' });
export type TicketPage = z.infer<typeof TicketPage>;

export const TicketListQuery = PageQuery;
export type TicketListQuery = z.infer<typeof TicketListQuery>;

export const TicketIdParam = z.object({ codBseSuporte: idText() });
