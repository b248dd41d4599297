import type { TFunction } from 'i18next';
import type { ContentDto } from '@portal/shared/curriculum';

/** 'Texto: Boas-vindas', 'Jogo: Forca' — how a content item is named on its card and to screen readers. */
export function contentName(t: TFunction, content: ContentDto): string {
  const type = t(`contents.types.${content.codTrlTipoConteudo}`, { ns: 'curriculum' });
  const game = content.codTrlJogo ? t(`games.names.${content.codTrlJogo}`, { ns: 'curriculum' }) : null;
  const title = content.dscTitulo?.trim() || game || t('view.noTitle', { ns: 'curriculum' });
  return t('contents.itemName', { ns: 'curriculum', type, title: game && content.dscTitulo?.trim() ? `${game} - ${title}` : title });
}
