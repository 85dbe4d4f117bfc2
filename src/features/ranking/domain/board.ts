import { RANKING_TOP } from '@/config/constants';
import type { Database } from '../../../../supabase/functions/_shared/database.types.ts';

type Rpc = Database['public']['Functions'];
export type BoardEntry = Rpc['get_public_rankings']['Returns'][number];
export type MyRank = Rpc['get_my_rank']['Returns'][number];

export interface BoardRow {
  position: number;
  entry: BoardEntry;
  isMe: boolean;
}

export interface Board {
  top: BoardRow[];
  /** The user's own row when it is not among the top rows. */
  own: BoardRow | null;
}

/**
 * `mine.rank` is the user's position in the same order as the list (the RPCs break ties alike), so a
 * rank within the top marks that row as the user's; a rank beyond it adds the own row.
 */
export function buildBoard(entries: readonly BoardEntry[], mine: MyRank | null, top = RANKING_TOP): Board {
  const rows = entries
    .slice(0, top)
    .map((entry, index) => ({ position: index + 1, entry, isMe: mine?.rank === index + 1 }));
  const inTop = mine !== null && mine.rank <= rows.length;
  return { top: rows, own: mine && !inTop ? { position: mine.rank, entry: mine, isMe: true } : null };
}
