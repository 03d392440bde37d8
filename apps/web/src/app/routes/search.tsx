import { useTranslation } from '../../i18n/use-translation.js';
import { useDocumentTitle } from '../../components/use-document-title.js';
import { useIdle } from '../../lib/idle.js';
import { useMainData } from '../../features/history/index.js';
import { SearchIntro } from '../../features/numbers/index.js';
import { PageSearchBox } from './page-search-box.js';

/** `/search`, `/search/{status}`, `/{lang}/search`: the search screen. */
export function SearchPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('document_title', { page: t('search_title') }));
  // The featured numbers below the search box load once the page itself has been shown.
  const featured = useMainData(useIdle()).data?.featuredNumbers ?? [];
  return (
    <div className="page page--search">
      <section className="hero">
        <PageSearchBox variant="hero" />
      </section>
      <SearchIntro featured={featured} />
    </div>
  );
}
