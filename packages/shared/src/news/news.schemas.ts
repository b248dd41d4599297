import { z } from 'zod';
import { idText } from '../common/ids';
import { PageQuery, pageOf } from '../common/pagination';

/*
 * News (Aprendizado: 3-reports-communication.md §2 "News", §3 "News post", §7 "News"): written by the
 * Master, read by the profiles of the sidebar entry (DECISIONS.md).
 */

export const NEWS_TITLE_MAX = 150;
export const NEWS_CATEGORY_MAX = 60;
/** The body's HTML once sanitised (images are addresses, never inline data). */
export const NEWS_BODY_MAX = 100_000;
/** The file part of an image put into a news body. */
export const NEWS_IMAGE_PART = 'imagem';

/**
 * A row of the list: category, creator and title (§2), with the day it was written, and the post's
 * sanitised body (`txtPostagem`, as stored): the documented list call (§7 "News") answers §3's fields.
 */
export const NewsSummaryDto = z
  .object({
    codBsePostagem: z.number().int(),
    ctgPostagem: z.string(),
    dscPostagem: z.string(),
    txtPostagem: z.string(),
    nomUsuarioCriacao: z.string().nullable(),
    datCriacao: z.string(),
  })
  .meta({ id: 'NewsSummaryDto' });
export type NewsSummaryDto = z.infer<typeof NewsSummaryDto>;

export const NewsDto = NewsSummaryDto.extend({ codUsuarioCriacao: z.number().int().nullable() }).meta({
  id: 'NewsDto',
});
export type NewsDto = z.infer<typeof NewsDto>;

export const NewsPage = pageOf(NewsSummaryDto).meta({ id: 'NewsPage' });
export type NewsPage = z.infer<typeof NewsPage>;

/** `?page=&pageSize=&q=`: the server searches category, title, year and creator (accents and small typos forgiven). */
export const NewsListQuery = PageQuery;
export type NewsListQuery = z.infer<typeof NewsListQuery>;

const required = (max: number, tooLong: 'newsTitleTooLong' | 'newsCategoryTooLong') =>
  z.string({ error: 'newsFillAll' }).trim().min(1, { error: 'newsFillAll' }).max(max, { error: tooLong });

/** The form (§5): category, title and body all required ('Por favor, preencha todos os campos'). */
export const NewsBody = z
  .object({
    ctgPostagem: required(NEWS_CATEGORY_MAX, 'newsCategoryTooLong'),
    dscPostagem: required(NEWS_TITLE_MAX, 'newsTitleTooLong'),
    txtPostagem: z.string({ error: 'newsFillAll' }).min(1, { error: 'newsFillAll' }).max(NEWS_BODY_MAX, { error: 'newsBodyTooLong' }),
  })
  .meta({ id: 'NewsBody' });
export type NewsBody = z.infer<typeof NewsBody>;

/** Where an image put into a body is served from. */
export const NewsImageAnswer = z.object({ url: z.string() }).meta({ id: 'NewsImageAnswer' });
export type NewsImageAnswer = z.infer<typeof NewsImageAnswer>;

export const NewsIdParam = z.object({ codBsePostagem: idText() });
