import { useTranslation } from '../../../i18n/use-translation.js';
import { Card } from '../../../components/card.js';
import { Skeleton } from '../../../components/skeleton.js';
import './numbers.css';

/** Placeholder shapes while the lookup loads. */
export function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="number-profile" aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('loading')}
      </span>
      <Card className="summary" aria-hidden="true">
        <div className="summary__main">
          <Skeleton width={110} height={12} />
          <Skeleton width="70%" height={34} />
          <Skeleton width="50%" />
          <Skeleton width="35%" />
        </div>
        <Skeleton width={128} height={128} radius="50%" />
      </Card>
      <div className="stats" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="stat">
            <Skeleton className="stat__icon" width={40} height={40} radius={12} />
            <Skeleton width={44} height={22} />
            <Skeleton width={70} height={12} />
          </div>
        ))}
      </div>
      <Card aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="comment comment--skeleton">
            <Skeleton width={40} height={40} radius="50%" />
            <div className="comment__body">
              <Skeleton width="30%" />
              <Skeleton width="95%" />
              <Skeleton width="60%" />
            </div>
          </div>
        ))}
      </Card>
    </div>
  );
}
