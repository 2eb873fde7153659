import { lazy, Suspense } from 'react';
import { SkeletonLines } from '../page-states';
import './rich-text.css';

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

const EditorImpl = lazy(() => import('./editor-impl'));

/** The rich-text field of the portal: the editor (Quill) loads only on screens that show one. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<SkeletonLines lines={4} />}>
      <EditorImpl {...props} />
    </Suspense>
  );
}
