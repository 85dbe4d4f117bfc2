import {
  POINTS_FAVORITE,
  POINTS_FAVORITE_DAILY_MAX,
  POINTS_NEWSLETTER,
  POINTS_NEWSLETTER_WITH_INTERESTS,
  POINTS_PER_LEVEL,
  POINTS_REGISTRATION,
} from '@/config/constants';
import { Link } from 'react-router-dom';
import { PageMeta } from '@/features/city';
import { POINTS_HEAD } from '@/content/page-heads';
import { RequireAuth } from '@/features/auth';
import { m } from '@/i18n/paraglide/messages.js';
import { PointsOverview } from './points-summary';

export function PointsPage() {
  return (
    <RequireAuth>
      <section className="mx-auto max-w-3xl space-y-8 px-4 py-10">
        <PageMeta {...POINTS_HEAD} />
        <header className="space-y-2">
          <h1 className="text-3xl font-extrabold text-gray-900">{m.points_page_title()}</h1>
          <p className="text-gray-700">
            {m.points_page_intro()}{' '}
            <Link to="/ranking" className="font-semibold text-primary underline">
              {m.points_see_ranking()}
            </Link>
          </p>
        </header>
        <PointsOverview />
        {/* The real rules, as the server applies them. */}
        <section aria-labelledby="how-to-earn-title" className="space-y-3 rounded-3xl bg-gray-50 p-6">
          <h2 id="how-to-earn-title" className="text-lg font-bold text-gray-900">
            {m.points_how_title()}
          </h2>
          <ul className="list-disc space-y-1 pl-5 text-sm text-gray-800">
            <li>{m.points_rule_registration({ points: POINTS_REGISTRATION })}</li>
            <li>{m.points_rule_favorite({ points: POINTS_FAVORITE, max: POINTS_FAVORITE_DAILY_MAX })}</li>
            <li>
              {m.points_rule_newsletter({
                points: POINTS_NEWSLETTER,
                pointsWithInterests: POINTS_NEWSLETTER_WITH_INTERESTS,
              })}
            </li>
            <li>{m.points_rule_level({ points: POINTS_PER_LEVEL })}</li>
          </ul>
        </section>
      </section>
    </RequireAuth>
  );
}
