import { LIMITS } from '@numscope/contract';
import { useTranslation } from '../i18n/use-translation.js';
import { usePaymentModal } from '../lib/payment-modal.js';
import { useWriteDialogs } from '../lib/write-dialogs.js';
import { BalanceLine } from './balance-line.js';
import { Button } from './button.js';
import { AlertIcon, CoinIcon } from './icons.js';
import { Modal } from './modal.js';
import { IconTile } from './icon-tile.js';

/**
 * The shared dialogs of spec §8: not enough NumCy (its top-up button opens Buy NumCy, the one way in
 * from a hide, a boost or a paid search) and the error
 * dialog (error title, what failed, an error-code line).
 */
export function WriteDialogs({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const notEnough = useWriteDialogs((s) => s.notEnough);
  const error = useWriteDialogs((s) => s.error);
  const close = useWriteDialogs((s) => s.closeDialogs);
  return (
    <>
      <Modal open={notEnough !== null} onClose={close} title={t('notenough_title')} testId="not-enough-dialog">
        <p>{t('notenough_text', { needed: notEnough?.needed ?? LIMITS.hideCommentMinBalance })}</p>
        <BalanceLine locale={locale} />
        <div className="modal__actions">
          <Button variant="secondary" onClick={close}>
            {t('action_close')}
          </Button>
          <Button
            variant="primary"
            icon={<CoinIcon size={18} />}
            onClick={() => {
              close();
              usePaymentModal.getState().openPaymentModal();
            }}
            data-testid="not-enough-topup"
          >
            {t('notenough_topup')}
          </Button>
        </div>
      </Modal>
      <Modal open={error !== null} onClose={close} title={t('error_dialog_title')} testId="error-dialog" role="alertdialog">
        <div className="dialog-error">
          <IconTile tone="danger">
            <AlertIcon size={22} />
          </IconTile>
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
