import { useRef, type ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
import { refocusIfAway } from '../../lib/dialog-focus';
import './side-panel.css';

interface SidePanelProps {
  visible: boolean;
  onHide: () => void;
  /** The panel's title (names the dialog). */
  header: ReactNode;
  /** Buttons kept in view below the scrolling content. */
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A form panel that slides in from the end of the screen (full width on a phone): a modal dialog
 * named by its header, focus kept inside while open and given back to the opener on close,
 * Escape and the close button (named in the active language) close it. The field marked
 * `data-pc-autofocus="true"` takes the focus as the panel opens (lib/dialog-focus.ts; else the
 * close button does).
 */
export function SidePanel({ visible, onHide, header, footer, children, className }: SidePanelProps) {
  const dialog = useRef<Dialog>(null);
  return (
    <Dialog
      ref={dialog}
      visible={visible}
      onShow={() => refocusIfAway(dialog.current?.getElement())}
      onHide={onHide}
      header={header}
      footer={footer}
      position="right"
      modal
      blockScroll
      draggable={false}
      resizable={false}
      className={className ? `side-panel ${className}` : 'side-panel'}
      maskClassName="side-panel-mask"
    >
      {children}
    </Dialog>
  );
}
