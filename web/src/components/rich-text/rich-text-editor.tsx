import { lazy, Suspense } from 'react';
import { SkeletonLines } from '../page-states';
import type { RichTextEditorProps } from './editor-props';
import './rich-text.css';

const EditorImpl = lazy(() => import('./editor-impl'));

/** The rich-text field of the portal: the editor (Quill) loads only on screens that show one. */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<SkeletonLines lines={4} />}>
      <EditorImpl {...props} />
    </Suspense>
  );
}
