import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { afterNextPaint } from '../lib/afterNextPaint';
import { modalToggled } from '../lib/appEvents';
import { FOCUSABLE, keepTabInside } from './focusTrap';
import { inertOutside } from './inertOutside';
import './Modal.css';


interface ModalProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
  /** false for dialogs that must be answered (for example a running generation). */
  closable?: boolean;
  /** Extra class of the dialog box (for example a resizable one). */
  className?: string;
}

/**
 * A dialog with a title bar and a close button. Esc closes it, Tab stays inside, the rest of the
 * page is inert while it is open, focus returns to where it was. Opening and closing are announced (modalToggled) for the embedded-mode bridge.
 */
export function Modal({ title, onClose, children, footer, width = 560, closable = true, className }: ModalProps) {
  const titleId = useId();
  const dispatch = useDispatch();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? dialog)?.focus();
    // The rest of the page is inert while the dialog is open: no Tab, click or screen reader reaches it.
    // Marked once the dialog's first frame is painted: `inert` restyles the whole page under it, which
    // in the opening click's own frame held a large screen's dialog back by 80 ms at 4× CPU (INP, issue
    // 31). Until then the backdrop takes the clicks, Tab stays inside and aria-modal speaks for it.
    let live = true;
    let release = (): void => undefined;
    void afterNextPaint().then(() => {
      if (live && dialog?.parentElement) release = inertOutside(dialog.parentElement);
    });
    dispatch(modalToggled({ open: true }));
    return () => {
      live = false;
      release();
      dispatch(modalToggled({ open: false }));
      previous?.focus?.();
    };
  }, [dispatch]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape' && closable) {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key === 'Tab' && dialogRef.current) keepTabInside(event, dialogRef.current);
  };

  return (
    <div className="modal-backdrop">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a dialog or popover closes on Escape from anywhere inside it (the key handler belongs on its container) */}
      <div
        ref={dialogRef}
        className={className ? `modal ${className}` : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ maxWidth: width }}
        onKeyDown={onKeyDown}
      >
        <header className="modal__title-bar">
          <h2 id={titleId}>{title}</h2>
          {closable && (
            <button type="button" className="modal__close" aria-label="Fechar" onClick={() => onCloseRef.current()}>
              ×
            </button>
          )}
        </header>
        <div className="modal__body">{children}</div>
        {footer && <footer className="modal__footer">{footer}</footer>}
      </div>
    </div>
  );
}
