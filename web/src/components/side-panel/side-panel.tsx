import type { ReactNode } from 'react';
import { Dialog } from 'primereact/dialog';
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
  /** Called once the panel is shown: focus its first field here (else the close button takes focus). */
  onShow?: () => void;
}

/**
 * A form panel that slides in from the end of the screen (full width on a phone): a modal dialog
 * named by its header, focus kept inside while open and given back to the opener on close,
 * Escape and the close button (named in the active language) close it.
 */
export function SidePanel({ visible, onHide, header, footer, children, className, onShow }: SidePanelProps) {
  return (
    <Dialog
      visible={visible}
      onHide={onHide}
      {...(onShow ? { onShow } : {})}
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
