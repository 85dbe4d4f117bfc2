/** The public ranking board: the top 10, plus the signed-in user's own row when outside. */
import { RANKING_TOP } from '@/config/constants';

export interface BoardEntry {
  displayName: string;
  totalPoints: number;
  monthlyPoints: number;
  levelId: number;
}

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
export function buildBoard(
  entries: readonly BoardEntry[],
  mine: (BoardEntry & { rank: number }) | null,
  top = RANKING_TOP,
): Board {
  const rows = entries
    .slice(0, top)
    .map((entry, index) => ({ position: index + 1, entry, isMe: mine?.rank === index + 1 }));
  const inTop = mine !== null && mine.rank <= rows.length;
  return { top: rows, own: mine && !inTop ? { position: mine.rank, entry: mine, isMe: true } : null };
}
