import { TAG_GROUPS, tagLabelKey, type TagsTop } from '@numscope/contract';
import { useTranslation } from '../../../i18n/use-translation.js';
import { Chip } from '../../../components/badge.js';
import { Card, CardHeader } from '../../../components/card.js';
import { formatCount } from '../../../components/format.js';
import { TagIcon } from '../../../components/icons.js';
import { tagTone } from './tag-tone.js';
import './notes-and-names.css';

/** Tags people gave the number, grouped as tagsTop groups them, each with its count. */
export function TagsCard({ tagsTop, locale }: { tagsTop: TagsTop; locale: string }) {
  const { t, i18n } = useTranslation();
  const groups = TAG_GROUPS.filter((g) => tagsTop[g].length > 0);
  if (groups.length === 0) return null;
  return (
    <Card aria-labelledby="tags-title">
      <CardHeader id="tags-title" title={t('tags_title')} icon={<TagIcon size={18} />} />
      <div className="tag-groups">
        {groups.map((g) => (
          <section key={g} className="tag-group" aria-labelledby={`tag-group-${g}`}>
            <h3 className="tag-group__title" id={`tag-group-${g}`}>
              {t(`tag_group_${g}`)}
            </h3>
            <ul className="chips">
              {[...tagsTop[g]]
                .sort((a, b) => b.count - a.count)
                .map((tag) => {
                  const key = tagLabelKey(g, tag.code);
                  const label = i18n.exists(key) ? t(key) : tag.code.replace(/_/g, ' ');
                  return (
                    <li key={tag.id}>
                      <Chip
                        label={label}
                        count={formatCount(tag.count, locale)}
                        countLabel={t('tags_count', { count: tag.count })}
                        tone={tagTone(g, tag.code)}
                      />
                    </li>
                  );
                })}
            </ul>
          </section>
        ))}
      </div>
    </Card>
  );
}
