import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button.js';
import { CheckIcon } from '../../../components/icons.js';
import { Modal } from '../../../components/modal.js';
import { useAddComplaint } from '../api/use-add-complaint.js';
import './moderation.css';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** Spec §5: submit only when the text is over 5 characters, the name over 1 and the e-mail valid. */
export function complaintValid(f: { name: string; email: string; text: string }): boolean {
  return f.text.trim().length > 5 && f.name.trim().length > 1 && EMAIL.test(f.email.trim());
}

export const isEmailValid = (email: string): boolean => EMAIL.test(email.trim());

const EMPTY = { name: '', email: '', text: '', link: '' };

/**
 * The legal complaint dialog (spec §2/§4/§5): collapsed legal text → "show more" → "file a
 * complaint" reveals the form → a confirmation view; closing resets everything.
 */
export function ComplaintDialog({ open, onClose, commentId }: { open: boolean; onClose: () => void; commentId: number }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  const [done, setDone] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [emailTouched, setEmailTouched] = useState(false);
  const ids = { name: useId(), email: useId(), text: useId(), link: useId(), emailError: useId() };
  const write = useAddComplaint();

  const close = () => {
    setExpanded(false);
    setFormOpen(false);
    setDone(false);
    setForm(EMPTY);
    setEmailTouched(false);
    onClose();
  };

  const emailBad = emailTouched && form.email.length > 0 && !isEmailValid(form.email);
  const set = (k: keyof typeof EMPTY) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [k]: value }));
  };

  const submit = () => {
    if (!complaintValid(form)) return;
    write.mutate(
      {
        comment_id: commentId,
        first_name: form.name.trim(),
        email: form.email.trim(),
        text: form.text.trim(),
        ...(form.link.trim() ? { court_decision_link: form.link.trim() } : {}),
      },
      {
        onSuccess: () => {
          setForm(EMPTY);
          setDone(true);
        },
      },
    );
  };

  return (
    <Modal open={open} onClose={close} title={t('complaint_title')} testId="complaint-dialog">
      {done ? (
        <div className="complaint-done" role="status" data-testid="complaint-done">
          <span className="complaint-done__icon">
            <CheckIcon size={22} />
          </span>
          <div>
            <p className="complaint-done__title">{t('complaint_done_title')}</p>
            <p className="muted">{t('complaint_done_text')}</p>
          </div>
        </div>
      ) : (
        <>
          <div className="legal-text">
            <p>{t('complaint_intro')}</p>
            {expanded ? <p>{t('complaint_full')}</p> : null}
            {!expanded ? (
              <Button variant="ghost" size="sm" aria-expanded={false} onClick={() => setExpanded(true)} data-testid="complaint-more">
                {t('complaint_show_more')}
              </Button>
            ) : null}
          </div>
          {formOpen ? (
            <form
              className="form-grid"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                submit();
              }}
              data-testid="complaint-form"
            >
              <label className="field" htmlFor={ids.name}>
                <span className="field__label">{t('complaint_name')}</span>
                <input id={ids.name} className="input" value={form.name} maxLength={60} autoComplete="name" onChange={set('name')} required data-testid="complaint-name" />
              </label>
              <label className="field" htmlFor={ids.email}>
                <span className="field__label">{t('complaint_email')}</span>
                <input
                  id={ids.email}
                  className={`input${emailBad ? ' is-invalid' : ''}`}
                  type="email"
                  value={form.email}
                  maxLength={200}
                  autoComplete="email"
                  dir="ltr"
                  aria-invalid={emailBad || undefined}
                  aria-describedby={emailBad ? ids.emailError : undefined}
                  onChange={set('email')}
                  onBlur={() => setEmailTouched(true)}
                  required
                  data-testid="complaint-email"
                />
                {emailBad ? (
                  <span id={ids.emailError} className="field__error">
                    {t('complaint_email_invalid')}
                  </span>
                ) : null}
              </label>
              <label className="field" htmlFor={ids.text}>
                <span className="field__label">{t('complaint_text')}</span>
                <textarea id={ids.text} className="textarea" rows={4} maxLength={5000} value={form.text} dir="auto" onChange={set('text')} required data-testid="complaint-text" />
              </label>
              <label className="field" htmlFor={ids.link}>
                <span className="field__label">{t('complaint_court_link')}</span>
                <input id={ids.link} className="input" type="url" dir="ltr" value={form.link} maxLength={500} onChange={set('link')} />
              </label>
              <div className="modal__actions">
                <Button variant="secondary" onClick={close}>
                  {t('action_cancel')}
                </Button>
                <Button type="submit" variant="primary" loading={write.isPending} disabled={!complaintValid(form)} data-testid="complaint-submit">
                  {t('complaint_submit')}
                </Button>
              </div>
            </form>
          ) : (
            <div className="modal__actions">
              <Button variant="primary" onClick={() => setFormOpen(true)} data-testid="complaint-file">
                {t('complaint_file')}
              </Button>
            </div>
          )}
        </>
      )}
      {done ? (
        <div className="modal__actions">
          <Button variant="primary" onClick={close} data-testid="complaint-close">
            {t('action_close')}
          </Button>
        </div>
      ) : null}
    </Modal>
  );
}
