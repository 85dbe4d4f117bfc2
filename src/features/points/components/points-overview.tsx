import { PointsSummary } from './points-summary';
import { TransactionsList } from './transactions-list';

/** The points tab and the /points page: summary, level progress, last 20 movements. */
export function PointsOverview() {
  return (
    <div className="space-y-8">
      <PointsSummary />
      <TransactionsList />
    </div>
  );
}
