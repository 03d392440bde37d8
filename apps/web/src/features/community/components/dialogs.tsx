import { LIMITS } from '@numscope/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/button.js';
import { AlertIcon, CoinIcon } from '../../../components/icons.js';
import { Modal } from '../../../components/modal.js';
import { Skeleton } from '../../../components/skeleton.js';
import { BalanceAmount, useBalance } from '../../account/index.js';
import { useCommunityStore } from '../api/community-store.js';

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

/** The own NumCy balance as a line of a dialog. */
export function BalanceLine({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const balance = useBalance();
  return (
    <div className="modal__balance">
      <span className="modal__coin">
        <CoinIcon size={22} />
      </span>
      <span>
        <span className="modal__balance-label">{t('balance_label')}</span>
        <span className="modal__balance-value" data-testid="dialog-balance">
          {balance.isPending ? <Skeleton width={80} height={18} /> : balance.isError ? '—' : <BalanceAmount balance={balance.data} locale={locale} />}
        </span>
      </span>
    </div>
  );
}

/**
 * The shared dialogs of spec §8: not enough NumCy (with a top-up link to /payment) and the error
 * dialog (error title, what failed, an error-code line).
 */
export function CommunityDialogs({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const notEnough = useCommunityStore((s) => s.notEnough);
  const error = useCommunityStore((s) => s.error);
  const close = useCommunityStore((s) => s.closeDialogs);
  return (
    <>
      <Modal open={notEnough !== null} onClose={close} title={t('notenough_title')} testId="not-enough-dialog">
        <p>{t('notenough_text', { needed: notEnough?.needed ?? LIMITS.hideCommentMinBalance })}</p>
        <BalanceLine locale={locale} />
        <div className="modal__actions">
          <Button variant="secondary" onClick={close}>
            {t('action_close')}
          </Button>
          <Link className="btn btn--primary btn--md" to="/payment" onClick={close} data-testid="not-enough-topup">
            <CoinIcon size={18} />
            {t('notenough_topup')}
          </Link>
        </div>
      </Modal>
      <Modal open={error !== null} onClose={close} title={t('error_dialog_title')} testId="error-dialog" role="alertdialog">
        <div className="dialog-error">
          <span className="dialog-error__icon">
            <AlertIcon size={22} />
          </span>
          <div>
            <p className="dialog-error__text">{error ? t(error.textKey) : null}</p>
            {error?.reasonKey ? <p className="muted">{t(error.reasonKey)}</p> : null}
            <p className="muted" data-testid="error-code-line">
              {t('error_code_line', { code: error?.code ?? '' })}
            </p>
          </div>
        </div>
        <div className="modal__actions">
          <Button variant="primary" onClick={close}>
            {t('action_close')}
          </Button>
        </div>
      </Modal>
    </>
  );
}
