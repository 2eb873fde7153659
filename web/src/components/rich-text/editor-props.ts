/** What the portal's rich-text field takes (rich-text-editor.tsx), and its lazily loaded editor (editor-impl.tsx). */
export interface RichTextEditorProps {
  /** The id of the editing area (a <label htmlFor> may point at it). */
  id: string;
  /** HTML; sanitised before the editor sees it. */
  value: string;
  /** Sanitised HTML after each change. */
  onChange: (html: string) => void;
  /** The id of the element that names the field (its label). */
  labelledBy: string;
  describedBy?: string;
  invalid?: boolean;
  placeholder?: string;
  readOnly?: boolean;
}
