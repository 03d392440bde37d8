import type { AuthInstruction, AuthMethod } from '@numscope/contract';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { ChevronDownIcon, ExternalIcon, MessageIcon, PhoneIcon, SendIcon } from '../../../components/icons.js';
import { usePhoneFormat } from '../../../lib/phone.js';
import { CopyButton } from './copy-button.js';
import { QrCode } from './qr-code.js';
import { IconTile } from '../../../components/icon-tile.js';

const ICONS: Record<AuthMethod, ReactNode> = {
  whatsappBusiness: <MessageIcon size={20} />,
  whatsapp: <MessageIcon size={20} />,
  telegram: <SendIcon size={20} />,
  viber: <PhoneIcon size={20} />,
  sms: <MessageIcon size={20} />,
  flashcall: <PhoneIcon size={20} />,
};

const isWebLink = (link: string) => /^https?:\/\//i.test(link);

/** The label of a deep link: call and SMS links say so, messenger links name the app. */
function linkLabel(link: string, app: string, t: (k: string, o?: Record<string, string>) => string): string {
  if (link.startsWith('tel:')) return t('auth_call_now');
  if (link.startsWith('sms:')) return t('auth_open_sms');
  return t('auth_open_app', { app });
}

/**
 * One way to send the code (spec §1 channels): what to do, a deep link (new tab), a QR code of the
 * same action for desktop users, and the number to text or call with a copy button. `collapsed`
 * (phones, every way but the recommended one): only the heading shows, as a button that opens it,
 * so six channels do not push the page to three screens' height.
 */
export function MethodTile({
  instruction,
  preferred,
  collapsed = false,
  onAct,
}: {
  instruction: AuthInstruction;
  preferred: boolean;
  collapsed?: boolean;
  onAct: () => void;
}) {
  const { t } = useTranslation();
  const { method } = instruction;
  const app = t(`auth_method_${method}`);
  const isCall = method === 'flashcall';
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const shown = !collapsed || open;
  const heading = (
    <>
      <IconTile size={36} className={`method__icon method__icon--${method}`}>
        {ICONS[method]}
      </IconTile>
      <span className="method__title">{app}</span>
      {preferred ? <span className="badge badge--brand">{t('auth_recommended')}</span> : null}
    </>
  );
  return (
    <li className={`method${preferred ? ' method--preferred' : ''}`} data-testid="auth-method" data-method={method} data-open={shown}>
      <h3 className="method__head">
        {collapsed ? (
          <button type="button" className="method__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((v) => !v)}>
            {heading}
            <ChevronDownIcon size={18} className="method__chevron" />
          </button>
        ) : (
          heading
        )}
      </h3>
      {shown ? <MethodBody id={bodyId} instruction={instruction} preferred={preferred} onAct={onAct} app={app} isCall={isCall} /> : null}
    </li>
  );
}

function MethodBody({
  id,
  instruction,
  preferred,
  onAct,
  app,
  isCall,
}: {
  id: string;
  instruction: AuthInstruction;
  preferred: boolean;
  onAct: () => void;
  app: string;
  isCall: boolean;
}) {
  const { t } = useTranslation();
  const formatInternational = usePhoneFormat();
  const { method, link, number, text, qr } = instruction;
  return (
    <div className="method__content" id={id}>
      <p className="method__text">{t(`auth_text_${method}`)}</p>
      <div className="method__body">
        <div className="method__details">
          {number ? (
            <div className="method__field">
              <span className="method__label">{isCall ? t('auth_call_to') : t('auth_send_to')}</span>
              <span className="method__value" dir="ltr" data-testid="auth-method-number">
                {formatInternational(number)}
              </span>
              <CopyButton value={number} label={t('auth_copy_number')} onCopied={onAct} />
            </div>
          ) : null}
          {text && (!link || method === 'sms') ? (
            <div className="method__field">
              <span className="method__label">{t('auth_message_label')}</span>
              <span className="method__value method__value--code" dir="ltr">
                {text}
              </span>
              <CopyButton value={text} label={t('auth_copy_message')} onCopied={onAct} />
            </div>
          ) : null}
          {link ? (
            <a
              className={`btn ${preferred ? 'btn--primary' : 'btn--secondary'} btn--md method__link`}
              href={link}
              // Web links (t.me, wa.me) open in a new tab; app schemes (tel:, sms:, viber:) hand over to the app.
              target={isWebLink(link) ? '_blank' : undefined}
              rel={isWebLink(link) ? 'noopener noreferrer' : undefined}
              data-testid="auth-method-link"
              onClick={onAct}
            >
              {linkLabel(link, app, t)}
              {isWebLink(link) ? <ExternalIcon size={16} /> : null}
            </a>
          ) : null}
        </div>
        {qr ? (
          <figure className="method__qr">
            <QrCode value={qr} size={132} label={t('auth_qr_label', { app })} />
            <figcaption>{t('auth_scan_qr')}</figcaption>
          </figure>
        ) : null}
      </div>
    </div>
  );
}
