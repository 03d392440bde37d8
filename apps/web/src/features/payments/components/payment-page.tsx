import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BalanceAmount } from '../../../components/balance-amount.js';
import { Card } from '../../../components/card.js';
import { EmptyState } from '../../../components/empty-state.js';
import { CoinIcon, WalletIcon } from '../../../components/icons.js';
import { Skeleton } from '../../../components/skeleton.js';
import { useDocumentTitle } from '../../../components/use-document-title.js';
import { useBalance } from '../../../lib/balance.js';
import './payments.css';

/**
 * `/payment`, `/payment/{status}`: where payments will open (buying NumCy, PRO, gifts are a later
 * step). Shows the balance to signed-in users, a login button to visitors.
 */
export function PaymentPage({ signedIn, locale }: { signedIn: boolean; locale: string }) {
  const { t } = useTranslation();
  useDocumentTitle(t('document_title', { page: t('payment_title') }));
  const balance = useBalance(signedIn);
  return (
    <div className="page page--narrow" data-testid="payment-page">
      <Card className="state-card">
        <EmptyState
          tone="brand"
          icon={<WalletIcon size={28} />}
          title={t('payment_title')}
          headingLevel={1}
          actions={
            signedIn ? null : (
              <Link className="btn btn--primary btn--md" to="/login">
                {t('header_login')}
              </Link>
            )
          }
        >
          <p>{t('payment_text')}</p>
          {signedIn ? (
            <p className="payment-balance" aria-busy={balance.isPending}>
              <CoinIcon size={18} />
              <span>{t('balance_label')}:</span>{' '}
              <strong data-testid="payment-balance">
                {balance.isPending ? <Skeleton width={64} height={16} /> : balance.isError ? '—' : <BalanceAmount balance={balance.data} locale={locale} />}
              </strong>
            </p>
          ) : (
            <p className="muted">{t('payment_login')}</p>
          )}
        </EmptyState>
      </Card>
    </div>
  );
}
