import sanitizeHtml from 'sanitize-html';

/**
 * Rich text as the editor (Tiptap) writes it, reduced to an allow-list before it is stored
 * (DECISIONS.md "Data, files and limits"): formatting, lists, links (http, https, mailto only) and
 * nothing that runs: no script, style, event attribute, iframe or `javascript:` address.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'h2',
    'h3',
    'h4',
    'a',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }) },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised rich text still says something (an editor's empty `<p></p>` does not). */
export function hasText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}

/** Where the pictures of a news body live: only our own re-encoded files (no outside tracker, no data URL). */
export const NEWS_IMAGES_FOLDER = 'noticias';
const NEWS_IMAGE_SRC = new RegExp(`^/uploads/${NEWS_IMAGES_FOLDER}/[0-9a-f]{32}\\.jpg$`);

/** A news body: the same allow-list, plus pictures uploaded through the image pipeline. */
export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedTags: [...(OPTIONS.allowedTags || []), 'img'],
    allowedAttributes: { ...OPTIONS.allowedAttributes, img: ['src', 'alt'] },
    exclusiveFilter: (frame) => frame.tag === 'img' && !NEWS_IMAGE_SRC.test(frame.attribs.src ?? ''),
  }).trim();
}

/** The stored files (`noticias/<name>.jpg`) a sanitised news body shows. */
export function newsImagesOf(html: string): string[] {
  return [...html.matchAll(new RegExp(`src="/uploads/(${NEWS_IMAGES_FOLDER}/[0-9a-f]{32}\\.jpg)"`, 'g'))].map((m) => m[1]!);
}
