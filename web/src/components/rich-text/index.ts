export { SafeHtml } from './safe-html';
export { RichTextEditor, type RichTextEditorProps } from './rich-text-editor';
export { sanitizeHtml, htmlToText } from './sanitize';
