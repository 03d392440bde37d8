import { useTranslation } from '../i18n/use-translation.js';
import { Button } from './button.js';
import { Modal } from './modal.js';

/** The simple delete confirmation (spec §2). */
export function ConfirmDialog({
  open,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onClose,
  testId = 'confirm-dialog',
}: {
  open: boolean;
  text: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('confirm_delete_title')} testId={testId} role="alertdialog">
      <p>{text}</p>
      <div className="modal__actions">
        <Button variant="secondary" onClick={onClose}>
          {t('action_cancel')}
        </Button>
        <Button variant="primary" className="btn--danger" loading={busy} onClick={onConfirm} data-testid="confirm-ok">
          {confirmLabel ?? t('action_delete')}
        </Button>
      </div>
    </Modal>
  );
}
