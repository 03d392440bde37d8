import type { Contact } from '@numscope/contract';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/avatar.js';
import { Card, CardHeader } from '../../../components/card.js';
import { UsersIcon } from '../../../components/icons.js';
import { fullName } from './names.js';

/** Names the number is saved under in people's contacts, most common first, with counts. */
export function NamesCard({ contacts }: { contacts: Contact[] }) {
  const { t } = useTranslation();
  const named = contacts.map((c) => ({ ...c, name: fullName(c) })).filter((c) => c.name);
  if (named.length === 0) return null;
  return (
    <Card aria-labelledby="names-title">
      <CardHeader id="names-title" title={t('names_title')} icon={<UsersIcon size={18} />} />
      <ul className="names">
        {named.map((c) => (
          <li key={c.name_hash} className="name-row">
            <Avatar name={c.name} size={36} />
            <span className="name-row__name">
              <bdi>{c.name}</bdi>
            </span>
            <span className="name-row__count">{t('names_saved_by', { count: c.count })}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
