import './payments.css';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Card, CardHeader } from '../../../components/card.js';
import { EyeIcon, ShieldIcon } from '../../../components/icons.js';
import { useDocumentTitle } from '../../../components/use-document-title.js';
import { isAppMode } from '../model/app-flags.js';
import { BuyNumCy } from './buy-numcy.js';
import { GiftScreen } from './gift-screen.js';
import { NumCyIcon, GiftIcon, ProIcon } from './numcy-icon.js';
import { OutcomeScreen } from './outcome-screen.js';
import { ProScreen } from './pro-screen.js';
import { ShowScreen } from './show-screen.js';
import { SubscriptionOffer } from './subscription-offer.js';

function Section({ title, icon, children, testId }: { title: string; icon: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <Card className="pay-card" data-testid={testId}>
      <CardHeader title={title} icon={icon} />
      {children}
    </Card>
  );
}

/**
 * `/payment` and `/payment/{status}` (spec §2): the payment choice (NumCy, PRO, gifts, spy, anti-spy), each
 * product's own screen, the outcomes and the app's show screen. The mobile-app screens scroll to
 * the top.
 */
export function PaymentPage({ status, locale, isPro }: { status: string | undefined; locale: string; isPro?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(t('document_title', { page: t('payment_title') }));
  useEffect(() => {
    if (isAppMode()) window.scrollTo(0, 0);
  }, [status]);

  let body: ReactNode;
  switch (status) {
    case 'success':
    case 'fail':
    case 'processing':
    case 'giftprocessing':
      body = <OutcomeScreen kind={status} locale={locale} />;
      break;
    case 'show':
      body = <ShowScreen locale={locale} />;
      break;
    case 'numcy':
      body = (
        <Section title={t('pay_numcy_title')} icon={<NumCyIcon size={20} />} testId="payment-numcy">
          <BuyNumCy locale={locale} />
        </Section>
      );
      break;
    case 'pro':
      body = (
        <Section title={t('pay_pro_title')} icon={<ProIcon size={20} />} testId="payment-pro">
          <ProScreen locale={locale} isPro={isPro} />
        </Section>
      );
      break;
    case 'spy':
    case 'antispy':
      body = (
        <Section
          title={t(`pay_sub_${status}`)}
          icon={status === 'spy' ? <EyeIcon size={20} /> : <ShieldIcon size={20} />}
          testId={`payment-${status}`}
        >
          <SubscriptionOffer kind={status} locale={locale} />
        </Section>
      );
      break;
    case 'gift':
    case 'gift400':
    case 'gift1000':
      body = (
        <Section title={t('pay_gift_title')} icon={<GiftIcon size={20} />} testId="payment-gift">
          <GiftScreen key={status} locale={locale} fixed={status === 'gift400' ? 400 : status === 'gift1000' ? 1000 : undefined} />
        </Section>
      );
      break;
    default:
      body = (
        <>
          <h1 className="payment-page__title">{t('payment_title')}</h1>
          <Section title={t('pay_numcy_title')} icon={<NumCyIcon size={20} />} testId="payment-numcy">
            <BuyNumCy locale={locale} />
          </Section>
          <nav className="pay-links" aria-label={t('payment_title')}>
            <Link className="pay-link" to="/payment/pro" data-testid="to-pro">
              <ProIcon size={28} />
              <span>{t('pay_pro_title')}</span>
            </Link>
            <Link className="pay-link" to="/payment/gift" data-testid="to-gift">
              <GiftIcon size={28} />
              <span>{t('pay_gift_title')}</span>
            </Link>
            <Link className="pay-link" to="/payment/spy" data-testid="to-spy">
              <EyeIcon size={28} />
              <span>{t('pay_sub_spy')}</span>
            </Link>
            <Link className="pay-link" to="/payment/antispy" data-testid="to-antispy">
              <ShieldIcon size={28} />
              <span>{t('pay_sub_antispy')}</span>
            </Link>
          </nav>
        </>
      );
  }
  return (
    <div className="page page--narrow payment-page" data-testid="payment-page">
      {body}
    </div>
  );
}
