import DOMPurify from 'dompurify';

/**
 * HTML from users (mail bodies, task and event descriptions, blog posts, knowledge-base answers)
 * is sanitised by the server when stored and again here before it is shown or given to the editor.
 * Only the formatting the editor produces survives: no script, no event handler, no style sheet,
 * no form, no frame; links open safely.
 */
const ALLOWED_TAGS = ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ol', 'ul', 'li', 'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'span', 'img'];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'class', 'data-list', 'src', 'alt', 'width', 'height'];

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
  if (node.hasAttribute('class')) {
    // Keep the editor's own formatting classes (alignment, indent, size) and nothing else.
    const classes = (node.getAttribute('class') ?? '').split(/\s+/).filter((c) => /^ql-[a-z0-9-]+$/.test(c));
    if (classes.length) node.setAttribute('class', classes.join(' '));
    else node.removeAttribute('class');
  }
  if (node.tagName === 'IMG' && !/^(https?:|data:image\/(png|jpeg|gif|webp);|\/)/i.test(node.getAttribute('src') ?? '')) node.removeAttribute('src');
});

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false });
}

/** The text of some HTML, for excerpts and accessible names. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  const doc = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
