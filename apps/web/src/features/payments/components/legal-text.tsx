import { Trans } from 'react-i18next';
import { marketingUrl } from '../../../lib/marketing.js';

/** "By paying you accept the purchase policy and the terms" with links to the marketing site. */
export function PurchaseAgreementText({ locale, className = 'pay-legal' }: { locale: string; className?: string }) {
  return (
    <p className={className}>
      <Trans
        i18nKey="pay_agreement_text"
        components={{
          // Trans fills each link with its text from the translation.
          // eslint-disable-next-line jsx-a11y/anchor-has-content
          policy: <a href={marketingUrl(locale, 'purchase-policy')} target="_blank" rel="noopener" />,
          // eslint-disable-next-line jsx-a11y/anchor-has-content
          terms: <a href={marketingUrl(locale, 'terms')} target="_blank" rel="noopener" />,
        }}
      />
    </p>
  );
}
