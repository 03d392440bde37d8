import { useTranslation } from '../../../i18n/use-translation.js';
import { Badge } from '../../../components/badge.js';
import { Card, CardHeader } from '../../../components/card.js';
import { formatSigned } from '../../../components/format.js';
import { TimeAgo } from '../../../components/time-ago.js';
import { usePhoneFormat } from '../../../lib/phone.js';
import { useGiftsReceived } from '../api/use-gifts-received.js';
import { GiftIcon } from './numcy-icon.js';
import './payments.css';

/** NumCy gifted to my number, with who sent them unless the sender chose anonymity. Nothing shows until a gift arrives. */
export function GiftsReceivedCard({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  const gifts = useGiftsReceived();
  if (!gifts.data?.length) return null;
  return (
    <Card aria-labelledby="gifts-received-title" data-testid="gifts-received">
      <CardHeader id="gifts-received-title" icon={<GiftIcon size={18} />} title={t('pay_gifts_received_title')} />
      <ul className="gifts-received">
        {gifts.data.map((g) => (
          <li key={g.orderId} className="gifts-received__row" data-testid="gift-received">
            <Badge tone="success">{t('balance_amount', { balance: formatSigned(g.numcy, locale) })}</Badge>
            <span>
              {g.fromPhone ? (
                <>
                  {t('pay_gift_from')} <span dir="ltr">{formatInternational(g.fromPhone)}</span>
                </>
              ) : (
                t('pay_gift_from_anonymous')
              )}
            </span>
            <TimeAgo seconds={g.creditedAtTimestamp} locale={locale} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
