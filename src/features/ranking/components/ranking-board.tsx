import { Link } from 'react-router-dom';
import { PageMeta } from '@/features/city';
import { RANKING_HEAD } from '@/content/page-heads';
import { useAuth, useUserQuery } from '@/features/auth';
import { cn } from '@/lib/cn';
import { rankingQueries, type RankingPeriod } from '../api/ranking-queries';
import { type Board, type BoardRow, buildBoard } from '../domain/board';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import { RANKING_TOP } from '@/config/constants';
import { m } from '@/i18n/paraglide/messages.js';

export function RankingPage() {
  const { user, loading } = useAuth();
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageMeta {...RANKING_HEAD} />
      <header className="space-y-2">
        <h1 className="text-3xl font-extrabold text-gray-900">{m.ranking_title()}</h1>
        <p className="text-gray-700">
          {m.ranking_intro({ count: RANKING_TOP })}
          {!loading && !user && (
            <>
              {' '}
              <Link to="/auth" className="font-semibold text-primary underline">
                {m.ranking_join_link()}
              </Link>{' '}
              {m.ranking_join_after()}
            </>
          )}
        </p>
      </header>
      <RankingBoard />
    </section>
  );
}

function Row({ row, period }: { row: BoardRow; period: RankingPeriod }) {
  const points = period === 'monthly' ? row.entry.monthly_points : row.entry.total_points;
  return (
    <tr
      className={cn('border-t border-gray-100', row.isMe && 'bg-primary/10 font-semibold')}
      aria-current={row.isMe ? 'true' : undefined}
    >
      <td className="px-4 py-3 text-gray-700">{row.position}</td>
      <td className="px-4 py-3 text-gray-900">
        {row.entry.display_name}
        {row.isMe && (
          <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs text-white">
            {m.ranking_you()}
          </span>
        )}
      </td>
      <td className="px-4 py-3 text-gray-700">{row.entry.level_id}</td>
      <td className="px-4 py-3 text-right text-gray-900">{points}</td>
    </tr>
  );
}

function RankingTable({ board, period }: { board: Board; period: RankingPeriod }) {
  const points = m.ranking_column_points();
  return (
    // Scrolls sideways on narrow screens: focusable and named, so keyboard users can scroll it too.
    <div
      className="overflow-x-auto rounded-2xl border border-gray-200 bg-white"
      role="region"
      aria-label={m.ranking_table_label()}
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">
          {period === 'monthly' ? m.ranking_caption_monthly() : m.ranking_caption_total()}
        </caption>
        <thead className="bg-gray-50 text-left text-xs tracking-wide text-gray-600 uppercase">
          <tr>
            {['#', m.ranking_column_name(), m.ranking_column_level(), points].map((name) => (
              <th key={name} scope="col" className={cn('px-4 py-3', name === points && 'text-right')}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {board.top.map((row) => (
            <Row key={row.position} row={row} period={period} />
          ))}
        </tbody>
        {board.own && (
          <tbody aria-label={m.ranking_your_position()}>
            <tr>
              <td
                colSpan={4}
                className="border-t border-dashed border-gray-300 px-4 py-1 text-center text-xs text-gray-600"
              >
                {m.ranking_your_position()}
              </td>
            </tr>
            <Row row={board.own} period={period} />
          </tbody>
        )}
      </table>
    </div>
  );
}

const periods = () =>
  [
    { value: 'total', label: m.ranking_period_total() },
    { value: 'monthly', label: m.ranking_period_monthly() },
  ] as const;

/** All-time and monthly rankings: the top 10 plus your own row when you are outside. */
export function RankingBoard() {
  const [period, setPeriod] = useState<RankingPeriod>('total');
  const idBase = useId();
  // Failures read as an empty board.
  const list = useQuery(rankingQueries.list(period));
  const mine = useUserQuery((userId) => rankingQueries.mine(period, userId));
  const board = buildBoard(list.data ?? [], mine.data ?? null);
  return (
    <div className="space-y-4">
      <TabList
        idBase={idBase}
        label={m.ranking_period_label()}
        items={periods()}
        value={period}
        onValueChange={setPeriod}
        className="max-w-sm"
      />
      <TabPanel idBase={idBase} value={period}>
        {list.isPending ? (
          <p role="status">{m.ranking_loading()}</p>
        ) : board.top.length === 0 && !board.own ? (
          <p className="rounded-2xl bg-gray-50 p-6 text-gray-700">
            {period === 'monthly' ? m.ranking_empty_monthly() : m.ranking_empty_total()}
          </p>
        ) : (
          <RankingTable board={board} period={period} />
        )}
      </TabPanel>
    </div>
  );
}
