import { useMemo, useRef } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Editor, type EditorTextChangeEvent } from 'primereact/editor';
import { sanitizeHtml } from './sanitize';
import type { RichTextEditorProps } from './editor-props';

interface QuillLike {
  root: HTMLElement;
  keyboard: { bindings: Record<string, unknown[]> };
}

/**
 * PrimeReact Editor on Quill 2 with a toolbar whose buttons have names in the active language,
 * the editing area labelled like a text field, Tab moving focus on (never trapped in the editor),
 * and HTML sanitised on its way in (Quill ≤ 2.0.3 has an open XSS advisory) and out.
 */
export default function EditorImpl({ id, value, onChange, labelledBy, describedBy, invalid, placeholder, readOnly }: RichTextEditorProps) {
  const { t } = useLingui();
  const initial = useMemo(() => sanitizeHtml(value), [value]);
  const last = useRef(initial);
  const header = (
    <span className="ql-formats">
      <button type="button" className="ql-bold" aria-label={t`Bold`} title={t`Bold`} />
      <button type="button" className="ql-italic" aria-label={t`Italic`} title={t`Italic`} />
      <button type="button" className="ql-underline" aria-label={t`Underline`} title={t`Underline`} />
      <button type="button" className="ql-list" value="ordered" aria-label={t`Numbered list`} title={t`Numbered list`} />
      <button type="button" className="ql-list" value="bullet" aria-label={t`Bulleted list`} title={t`Bulleted list`} />
      <button type="button" className="ql-link" aria-label={t`Link`} title={t`Link`} />
      <button type="button" className="ql-clean" aria-label={t`Clear formatting`} title={t`Clear formatting`} />
    </span>
  );
  const onLoad = (quill: unknown) => {
    const editor = quill as QuillLike;
    const root = editor.root;
    root.id = id;
    root.setAttribute('role', 'textbox');
    root.setAttribute('aria-multiline', 'true');
    root.setAttribute('aria-labelledby', labelledBy);
    if (describedBy) root.setAttribute('aria-describedby', describedBy);
    if (invalid) root.setAttribute('aria-invalid', 'true');
    // Tab and Shift+Tab leave the editor, as in any other field (Quill would insert a tab).
    delete editor.keyboard.bindings['Tab'];
    delete editor.keyboard.bindings['9'];
  };
  const onTextChange = (event: EditorTextChangeEvent) => {
    const html = sanitizeHtml(event.htmlValue ?? '');
    if (html === last.current) return;
    last.current = html;
    onChange(html);
  };
  return (
    <Editor
      value={initial}
      onTextChange={onTextChange}
      headerTemplate={header}
      onLoad={onLoad}
      placeholder={placeholder}
      readOnly={readOnly}
      formats={['bold', 'italic', 'underline', 'list', 'link']}
      className={invalid ? 'rich-text-editor rich-text-editor--invalid' : 'rich-text-editor'}
    />
  );
}
