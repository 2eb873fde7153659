export { SafeHtml } from './safe-html';
export { RichTextEditor } from './rich-text-editor';
export type { RichTextEditorProps } from './editor-props';
export { sanitizeHtml, htmlToText } from './sanitize';
