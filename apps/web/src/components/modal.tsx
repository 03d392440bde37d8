import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.js';
import { IconButton } from './button.js';
import { useDialogHistory } from './dialog-history.js';
import { CloseIcon } from './icons.js';
import { useOwnClose } from './use-own-close.js';
import { focusIsLost } from '../lib/focus.js';

/** What to focus when a dialog closes: what opened it, or for a menu item the menu's own button. */
function opener(): HTMLElement | null {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const menu = active?.closest<HTMLElement>('[role="menu"]');
  const button = menu?.getAttribute('aria-labelledby');
  return (button ? document.getElementById(button) : null) ?? active;
}

/**
 * A modal dialog on the native <dialog> (focus trap, Escape and the backdrop come from the
 * browser). `open` drives it; `onClose` is called on Escape, the close button, a backdrop click and
 * the browser's Back.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  testId,
  className,
  role,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  testId?: string;
  className?: string;
  role?: 'dialog' | 'alertdialog';
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  const returnTo = useRef<HTMLElement | null>(null);
  const ownClose = useOwnClose();
  // The phone's Back closes it, as Escape does.
  useDialogHistory(open, onClose);

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      returnTo.current = opener();
      d.showModal();
    }
    if (!open && d.open) {
      ownClose.close(d);
      // The browser returns focus to what was focused before, unless that is gone (a menu item):
      // then to the menu's button; a dialog nothing opened (a payment's outcome) gives it to the
      // page's main region. Never to the page body.
      const target = returnTo.current;
      requestAnimationFrame(() => {
        if (!focusIsLost()) return;
        if (target?.isConnected && target !== document.body) target.focus();
        else document.getElementById('main')?.focus({ preventScroll: true });
      });
    }
  }, [open, ownClose]);

  return (
    // A click on the backdrop is a mouse shortcut; Escape (the native dialog's cancel) is its keyboard equivalent.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={['modal', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      role={role}
      data-testid={testId}
      onClose={() => {
        if (ownClose.closedByBrowser()) onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className="modal__inner">
          <div className="modal__header">
            <h2 id={titleId}>{title}</h2>
            <IconButton variant="ghost" label={t('action_close')} icon={<CloseIcon />} onClick={onClose} />
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
