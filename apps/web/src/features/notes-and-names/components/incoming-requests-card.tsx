import type { IncomingContactRequest } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { formatDate } from '../../../components/format.js';
import { PhoneIcon } from '../../../components/icons.js';
import { PhoneNumber } from '../../../components/phone-number.js';
import { fullName } from '../../../lib/names.js';
import { telHref } from '../../../lib/phone.js';
import { useAnswerContactRequest, useContactRequests } from '../api/use-contact-requests.js';
import { formatDay } from './contact-request-card.js';
import './notes-and-names.css';

function IncomingRequest({ request, locale }: { request: IncomingContactRequest; locale: string }) {
  const { t } = useTranslation();
  const answer = useAnswerContactRequest();
  const who = fullName(request.requester) || t('contact_request_someone');
  const phone = request.requester.phoneNumber;
  return (
    <li className="contact-request__item" data-testid="incoming-request" data-status={request.status}>
      <p>
        {t('contact_request_incoming_item', { who, date: formatDay(request.date, locale) })}{' '}
        <span className="muted">{formatDate(request.createdAtTimestamp, locale)}</span>
      </p>
      {request.status === 'pending' ? (
        <div className="contact-request__actions">
          {(['accept', 'decline'] as const).map((decision) => (
            <Button
              key={decision}
              variant={decision === 'accept' ? 'primary' : 'ghost'}
              size="sm"
              loading={answer.isPending && answer.variables?.decision === decision}
              disabled={answer.isPending}
              onClick={() => answer.mutate({ request_id: request.id, decision })}
              data-testid={`incoming-request-${decision}`}
            >
              {t(`contact_request_${decision}`)}
            </Button>
          ))}
        </div>
      ) : request.status === 'accepted' && phone ? (
        <p>
          {t('contact_request_incoming_accepted')}{' '}
          <a href={telHref(phone)} dir="ltr" className="contact-request__phone" data-testid="incoming-request-phone">
            <PhoneNumber e164={phone} />
          </a>
        </p>
      ) : (
        <p className="muted">{t(`contact_request_incoming_${request.status === 'declined' ? 'declined' : 'expired'}`)}</p>
      )}
    </li>
  );
}

/** Requests to get in touch with the owner, on the own number's page (decision 055); hidden while there are none. */
export function IncomingRequestsCard({ locale }: { locale: string }) {
  const { t } = useTranslation();
  const incoming = useContactRequests().data?.incoming ?? [];
  if (incoming.length === 0) return null;
  return (
    <Card className="contact-request" aria-labelledby="incoming-requests-title" data-testid="incoming-requests">
      <CardHeader id="incoming-requests-title" icon={<PhoneIcon size={18} />} title={t('contact_request_incoming_title')} />
      <p className="muted">{t('contact_request_incoming_note')}</p>
      <ul className="contact-request__list">
        {incoming.map((r) => (
          <IncomingRequest key={r.id} request={r} locale={locale} />
        ))}
      </ul>
    </Card>
  );
}
