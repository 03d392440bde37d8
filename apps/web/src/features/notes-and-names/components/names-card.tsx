import type { Contact } from '@numscope/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Avatar } from '../../../components/avatar.js';
import { Button } from '../../../components/button.js';
import { Card, CardHeader } from '../../../components/card.js';
import { formatCount } from '../../../components/format.js';
import { ThumbDownIcon, ThumbUpIcon, UsersIcon } from '../../../components/icons.js';
import { useNumberViewer } from '../../../lib/number-viewer.js';
import { fullName } from '../../../lib/names.js';
import { useReactToName } from '../api/use-react-to-name.js';
import './notes-and-names.css';

/** Extra actions the page puts on a name (the moderation feature's report). */
export type ContactTools = (contact: Contact) => ReactNode;

/** Names the number is saved under in people's contacts, most common first, with counts; signed in: like, dislike, report. */
export function NamesCard({
  contacts,
  onSuggest,
  renderTools,
}: {
  contacts: Contact[];
  onSuggest?: () => void;
  renderTools?: ContactTools;
}) {
  const { t } = useTranslation();
  const named = contacts.map((c) => ({ ...c, name: fullName(c) })).filter((c) => c.name);
  if (named.length === 0) return null;
  return (
    <Card aria-labelledby="names-title">
      <CardHeader
        id="names-title"
        title={t('names_title')}
        icon={<UsersIcon size={18} />}
        actions={
          onSuggest ? (
            <Button variant="ghost" size="sm" onClick={onSuggest}>
              {t('suggest_action')}
            </Button>
          ) : null
        }
      />
      <ul className="names">
        {named.map((c) => (
          <NameRow key={c.name_hash} contact={c} name={c.name} renderTools={renderTools} />
        ))}
      </ul>
    </Card>
  );
}

/** A saved name's two toggles, drawn alike. */
const NAME_REACTIONS = [
  { type: 'LIKE', kind: 'like', key: 'name_like', Icon: ThumbUpIcon },
  { type: 'DISLIKE', kind: 'dislike', key: 'name_dislike', Icon: ThumbDownIcon },
] as const;

function NameRow({ contact: c, name, renderTools }: { contact: Contact; name: string; renderTools?: ContactTools }) {
  const { t } = useTranslation();
  const ctx = useNumberViewer();
  const [review, setReview] = useState<{ reviewResult: 'LIKE' | 'DISLIKE' | null; likes?: number; dislikes?: number }>({
    reviewResult: c.reviewResult,
  });
  const like = useReactToName({ onSuccess: (data) => setReview(data) });
  const locale = ctx?.locale ?? 'en-US';

  // While one press is on its way the toggles keep focus (a spinner on the pressed one) and ignore presses.
  const busy = (type: 'LIKE' | 'DISLIKE') => like.isPending && like.variables?.like_type === type;
  const react = (type: 'LIKE' | 'DISLIKE') => {
    if (!ctx || like.isPending) return;
    like.mutate({
      phone: ctx.phone,
      name_hash: c.name_hash,
      like_type: type,
      action_type: review.reviewResult === type ? 'REMOVE' : 'ADD',
    });
  };

  return (
    <li className="name-row" data-testid="name-row">
      <Avatar name={name} size={36} />
      <span className="name-row__text">
        <span className="name-row__name">
          <bdi>{name}</bdi>
        </span>
        <span className="name-row__count">{t('names_saved_by', { count: c.count })}</span>
      </span>
      {ctx?.signedIn ? (
        <span className="name-row__actions">
          {NAME_REACTIONS.map(({ type, kind, key, Icon }) => {
            const count = type === 'LIKE' ? review.likes : review.dislikes;
            return (
              <Button
                key={type}
                variant="ghost"
                size="sm"
                className={`reaction reaction--${kind}`}
                icon={<Icon size={16} />}
                aria-pressed={review.reviewResult === type}
                aria-label={t(key)}
                title={t(key)}
                loading={busy(type)}
                onClick={() => react(type)}
                data-testid={`name-${kind}`}
              >
                {count !== undefined ? <span aria-hidden="true">{formatCount(count, locale)}</span> : null}
              </Button>
            );
          })}
          {renderTools?.(c)}
        </span>
      ) : null}
    </li>
  );
}
