import { LoadError, LoadingMessage } from '#client/admin/feedback.tsx';
import { useOverview } from '../api/get-overview.ts';
import { standingCards, waitingCards } from '../overview-cards.ts';
import { overviewTexts as say } from '../overview-texts.ts';
import { FirstRunChecklist } from './first-run-checklist.tsx';
import { OverviewCard } from './overview-card.tsx';
import styles from './overview.module.css';

/** The dashboard's first screen: the first-run checklist, what waits, how things stand, each leading to its panel. */
export function OverviewPanel() {
  const overview = useOverview();
  if (overview.isPending) return <LoadingMessage>{say.loading}</LoadingMessage>;
  if (overview.isError) return <LoadError message={say.loadFailed} onRetry={() => void overview.refetch()} />;
  return (
    <div className={styles.overview}>
      <p className={styles.intro}>{say.intro}</p>
      <FirstRunChecklist checklist={overview.data.checklist} />
      {[
        { cards: waitingCards(overview.data), className: `${styles.cards} ${styles.waitingCards}` },
        { cards: standingCards(overview.data), className: styles.cards },
      ].map(
        ({ cards, className }) =>
          cards.length > 0 && (
            <div key={className} className={className}>
              {cards.map((card) => (
                <OverviewCard key={card.title} card={card} />
              ))}
            </div>
          ),
      )}
    </div>
  );
}
