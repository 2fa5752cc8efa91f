import { useEffect, useState } from 'react';
import { loadSanitizer, sanitizeHtml, sanitizerReady } from '../lib/sanitizeHtml';
import './AlertBox.css';

/** Spec 01 §2.5: severities erro/error, advertencia/warning, success, otherwise info. */
export type AlertSeverity = 'erro' | 'error' | 'advertencia' | 'warning' | 'success' | 'info' | string;
type Tone = 'error' | 'warning' | 'success' | 'info';

export const ALERT_AUTO_CLOSE_MS = 5000;

export function toneOf(severity: AlertSeverity): Tone {
  if (severity === 'erro' || severity === 'error') return 'error';
  if (severity === 'advertencia' || severity === 'warning') return 'warning';
  if (severity === 'success') return 'success';
  return 'info';
}

interface AlertBoxProps {
  severity: AlertSeverity;
  /** May contain HTML; it is sanitized before it is shown. */
  message: string;
  onClose: () => void;
  /** 0 keeps it open until closed by hand. */
  autoCloseMs?: number;
}

const looksLikeHtml = (message: string) => /[<&]/.test(message);

/**
 * Whether the message's markup can be shown: plain text needs no sanitizer; DOMPurify loads only
 * when a message carries markup, so the first page does not pay for it (issue 10 part 6). Until it
 * is there the message shows nothing rather than unsanitized markup.
 */
function useSanitizer(needed: boolean): void {
  const [ready, setReady] = useState(sanitizerReady);
  useEffect(() => {
    if (!needed || ready) return undefined;
    let live = true;
    void loadSanitizer().then(() => {
      if (live) setReady(true);
    });
    return () => {
      live = false;
    };
  }, [needed, ready]);
}

/**
 * An alert that closes itself after 5 s, showing the time left as a progress bar. The parent
 * owns it: closing (by hand or by time) calls onClose, which resets it, so the same message
 * shows again the next time it is raised.
 */
export function AlertBox({ severity, message, onClose, autoCloseMs = ALERT_AUTO_CLOSE_MS }: AlertBoxProps) {
  const tone = toneOf(severity);
  const html = looksLikeHtml(message);
  useSanitizer(html);

  useEffect(() => {
    if (!autoCloseMs) return undefined;
    const timer = window.setTimeout(onClose, autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs, onClose, message]);

  return (
    <div className={`alert-box alert-box--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {html ? <div className="alert-box__message" dangerouslySetInnerHTML={sanitizeHtml(message)} /> : <div className="alert-box__message">{message}</div>}
      <button type="button" className="alert-box__close" aria-label="Fechar aviso" onClick={onClose}>
        ×
      </button>
      {autoCloseMs > 0 && (
        <div className="alert-box__progress" aria-hidden="true">
          <span key={message} style={{ animationDuration: `${autoCloseMs}ms` }} />
        </div>
      )}
    </div>
  );
}
