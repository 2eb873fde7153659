import sanitize from 'sanitize-html';
import { Type } from '@sinclair/typebox';

/**
 * HTML written by users (mail bodies, task and event descriptions, blog posts) is sanitised here
 * before it is stored, and again in the browser before it is shown. What survives is the
 * formatting the portal's editor produces: paragraphs, emphasis, lists, links, headings, quotes,
 * code, and images from http(s) or inline PNG/JPEG/GIF/WebP data. No script, handler, style sheet,
 * form or frame; links get rel="noopener noreferrer"; classes only the editor's own `ql-*`.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ol', 'ul', 'li', 'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'span', 'img'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    li: ['data-list', 'class'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['class'],
  },
  allowedClasses: { '*': [/^ql-[a-z0-9-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && /^data:/i.test(frame.attribs.src ?? '') && !/^data:image\/(png|jpeg|gif|webp);base64,/i.test(frame.attribs.src ?? ''),
  disallowedTagsMode: 'discard',
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}

/** The text of some HTML (excerpts, search): tags dropped, entities kept as typed, spaces collapsed. */
export function richTextToPlain(html: string): string {
  return sanitize(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/**
 * A rich-text field in a request body: HTML of at most `maxLength` characters without NUL or
 * control characters (tab and line breaks allowed). Handlers store `sanitizeRichText(value)`.
 */
export const RichText = (maxLength: number, opts: object = {}) =>
  Type.String({ maxLength, pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$', contentMediaType: 'text/html', ...opts });
