import { SIMULATOR_OK_OUTCOMES, type AuthInstruction, type AuthMethod } from '@numscope/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Button } from '../../../components/button.js';
import { Field } from '../../../components/field.js';
import { CodeIcon } from '../../../components/icons.js';
import { IconTile } from '../../../components/icon-tile.js';
import { Input } from '../../../components/input.js';
import { SelectField } from '../../../components/select.js';
import { useSimulatorConfirm } from '../api/use-simulator-confirm.js';

/**
 * Development and tests only (the server says `simulator: true`): pretend to be a phone that sends
 * the code through a channel. The server's simulator then calls our own webhook, exactly as the
 * provider would.
 */
export function SimulatorPanel({
  code,
  methods,
  phone: signingIn,
  onSent,
}: {
  code: string;
  methods: readonly AuthInstruction[];
  /** The number being signed in with: the phone the simulator pretends to be, unless changed. */
  phone: string;
  onSent: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [channel, setChannel] = useState<AuthMethod | ''>(methods[0]?.method ?? '');
  const [phone, setPhone] = useState(signingIn);
  const titleId = useId();
  const send = useSimulatorConfirm(onSent);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!channel || phone.replace(/\D/g, '').length < 2) return;
    send.mutate({ channel, phone: phone.trim(), code });
  };
  const delivered = send.data ? send.data.status >= 200 && send.data.status < 300 : false;
  // A provider always gets 200; whether the code was taken is the message's outcome.
  const refused = send.data?.outcomes.find((o) => !SIMULATOR_OK_OUTCOMES.includes(o));
  const ok = delivered && send.data!.outcomes.length > 0 && !refused;
  const outcomeKey = refused && i18n.exists(`auth_sim_outcome_${refused}`) ? `auth_sim_outcome_${refused}` : null;

  return (
    <section className="simulator" data-testid="simulator" aria-labelledby={titleId}>
      <div className="simulator__head">
        <IconTile size={32} tone="warning" raised>
          <CodeIcon size={18} />
        </IconTile>
        <h2 className="simulator__title" id={titleId}>
          {t('auth_sim_title')}
        </h2>
        <span className="badge badge--warning">{t('auth_sim_badge')}</span>
      </div>
      <p className="muted">{t('auth_sim_text')}</p>
      <form className="simulator__form" onSubmit={onSubmit}>
        <SelectField
          label={t('auth_sim_channel')}
          data-testid="sim-channel"
          value={channel}
          onChange={(e) => setChannel(e.currentTarget.value as AuthMethod)}
        >
          {methods.map((m) => (
            <option key={m.method} value={m.method}>
              {t(`auth_method_${m.method}`)}
            </option>
          ))}
        </SelectField>
        <Field label={t('auth_sim_phone')}>
          <Input
            data-testid="sim-phone"
            type="tel"
            inputMode="tel"
            dir="ltr"
            autoComplete="off"
            placeholder="+7 916 123 45 67"
            value={phone}
            onChange={(e) => setPhone(e.currentTarget.value)}
          />
        </Field>
        <Button
          type="submit"
          variant="secondary"
          loading={send.isPending}
          disabled={!channel || phone.replace(/\D/g, '').length < 2}
          data-testid="sim-send"
        >
          {t('auth_sim_send')}
        </Button>
      </form>
      {send.data ? (
        <div
          className={`simulator__result${ok ? ' is-ok' : ' is-error'}`}
          role="status"
          data-testid="sim-result"
          data-status={send.data.status}
          data-outcome={send.data.outcomes.join(',')}
        >
          <p>
            {ok || !delivered
              ? t(ok ? 'auth_sim_result_ok' : 'auth_sim_result_error', { status: String(send.data.status) })
              : t(outcomeKey ?? 'auth_sim_result_not_taken', { outcome: refused ?? '' })}
          </p>
          {send.data.body ? (
            <code className="simulator__body" dir="ltr">
              {send.data.body.length > 400 ? `${send.data.body.slice(0, 400)}…` : send.data.body}
            </code>
          ) : null}
        </div>
      ) : null}
      {send.isError ? (
        <p className="inline-error" role="alert" data-testid="sim-error">
          {t('auth_sim_failed')}
        </p>
      ) : null}
    </section>
  );
}
