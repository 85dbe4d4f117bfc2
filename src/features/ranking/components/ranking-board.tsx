import { useId, useState } from 'react';
import { TabList, TabPanel } from '@/components/ui/tabs';
import type { RankingPeriod } from '../api/ranking-queries';
import { useRanking } from '../api/use-ranking';
import { buildBoard } from '../domain/board';
import { RankingTable } from './ranking-table';

const PERIODS = [
  { value: 'total', label: 'Histórico' },
  { value: 'monthly', label: 'Este mes' },
] as const;

/** All-time and monthly rankings: the top 10 plus your own row when you are outside. */
export function RankingBoard() {
  const [period, setPeriod] = useState<RankingPeriod>('total');
  const idBase = useId();
  const { entries, mine, isLoading } = useRanking(period);
  const board = buildBoard(entries, mine);
  return (
    <div className="space-y-4">
      <TabList
        idBase={idBase}
        label="Periodo del ranking"
        items={PERIODS}
        value={period}
        onValueChange={setPeriod}
        className="max-w-sm"
      />
      <TabPanel idBase={idBase} value={period}>
        {isLoading ? (
          <p role="status">Cargando ranking…</p>
        ) : board.top.length === 0 && !board.own ? (
          <p className="rounded-2xl bg-gray-50 p-6 text-gray-700">
            {period === 'monthly'
              ? 'Nadie ha sumado puntos este mes todavía.'
              : 'Todavía no hay nadie en el ranking.'}
          </p>
        ) : (
          <RankingTable board={board} period={period} />
        )}
      </TabPanel>
    </div>
  );
}
