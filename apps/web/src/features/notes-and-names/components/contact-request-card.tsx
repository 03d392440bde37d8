import { CONTACT_REQUESTS, LIMITS, TIMINGS_MS, type OutgoingContactRequest } from '@numscope/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { Field } from '../../../components/field.js';
import { PhoneIcon } from '../../../components/icons.js';
import { formatDate } from '../../../components/format.js';
import { Input } from '../../../components/input.js';
import { Modal } from '../../../components/modal.js';
import { fullName } from '../../../lib/names.js';
import { digitsOf } from '../../../lib/phone.js';
import { showToast } from '../../../lib/toast.js';
import { useContactRequests, useSendContactRequest } from '../api/use-contact-requests.js';
import './notes-and-names.css';

const DAY = 86_400_000;
/** A calendar day (yyyy-mm-dd) `daysAgo` days before today, in the viewer's own time zone. */
function localDay(daysAgo = 0): string {
  const d = new Date(Date.now() - daysAgo * DAY);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
/** A yyyy-mm-dd day as the locale writes dates (read at noon UTC: the same day in every time zone it is shown in). */
export const formatDay = (day: string, locale: string) => formatDate(Date.parse(`${day}T12:00:00Z`) / 1000, locale);

/**
 * Where my latest request to this number stands, in words. Just after sending, the keyboard moves
 * here: the button that opened the dialog is gone while the request waits.
 */
function RequestStatus({ request, locale, takeFocus }: { request: OutgoingContactRequest; locale: string; takeFocus: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!takeFocus) return undefined;
    // A frame later: the dialog closes in the same commit, and the page behind it is inert until then.
    const frame = requestAnimationFrame(() => ref.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [takeFocus]);
  const name = request.owner ? fullName(request.owner) : '';
  const text =
    request.status === 'pending'
      ? t('contact_request_pending', { date: formatDay(request.date, locale), until: formatDate(request.expiresAtTimestamp, locale) })
      : request.status === 'accepted'
        ? name
          ? t('contact_request_accepted', { name })
          : t('contact_request_accepted_noname')
        : t(`contact_request_${request.status}`);
  return (
    <p ref={ref} tabIndex={-1} className="contact-request__status" data-testid="contact-request-status" data-status={request.status}>
      {text}
    </p>
  );
}

/**
 * "Get in touch with the owner" on a number's page (decision 055): ask whoever holds the number to
 * get in touch, for `friendRequestPrice` NumCy, with the day of the call. Shows where my latest
 * request stands; a new one can follow once it is answered or over.
 */
export function ContactRequestCard({ phone, locale }: { phone: string; locale: string }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [date, setDate] = useState(localDay);
  const [sent, setSent] = useState(false);
  const requests = useContactRequests();
  const send = useSendContactRequest({
    onSuccess: () => {
      setAsking(false);
      setSent(true);
      showToast(t('contact_request_sent'), TIMINGS_MS.replyToast);
    },
  });
  const latest = requests.data?.outgoing.find((r) => digitsOf(r.phoneNumber) === phone);
  const price = requests.data?.priceDirectly ?? LIMITS.friendRequestPrice;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    send.mutate({ phoneNumber: phone, date });
  };
  return (
    <Card className="contact-request" aria-labelledby="contact-request-title" data-testid="contact-request">
      <CardHeader id="contact-request-title" icon={<PhoneIcon size={18} />} title={t('contact_request_title')} />
      {latest ? <RequestStatus request={latest} locale={locale} takeFocus={sent && latest.status === 'pending'} /> : null}
      {latest?.status === 'pending' ? null : (
        <>
          <p className="muted">{t('contact_request_intro')}</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setSent(false);
              setAsking(true);
            }}
            data-testid="contact-request-open"
          >
            {t(latest ? 'contact_request_again' : 'contact_request_open', { price })}
          </Button>
        </>
      )}
      <Modal open={asking} onClose={() => setAsking(false)} title={t('contact_request_dialog_title')} testId="contact-request-dialog">
        <form onSubmit={submit} className="contact-request__form">
          <p>{t('contact_request_dialog_text', { price, days: CONTACT_REQUESTS.answerDays })}</p>
          <Field label={t('contact_request_date_label')}>
            <Input
              type="date"
              required
              value={date}
              min={localDay(CONTACT_REQUESTS.callWithinDays)}
              max={localDay()}
              onChange={(e) => setDate(e.target.value)}
              data-testid="contact-request-date"
            />
          </Field>
          <div className="modal__actions">
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t('action_cancel')}
            </Button>
            <Button variant="primary" type="submit" loading={send.isPending} data-testid="contact-request-send">
              {t('contact_request_send', { price })}
            </Button>
          </div>
        </form>
      </Modal>
    </Card>
  );
}
