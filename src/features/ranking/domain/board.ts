/** The public ranking board: the top 10, plus the signed-in user's own row when outside. */
import { RANKING_TOP } from '@/config/constants';

export interface BoardEntry {
  displayName: string;
  totalPoints: number;
  monthlyPoints: number;
  levelId: number;
}

export interface BoardRow<E extends BoardEntry = BoardEntry> {
  position: number;
  entry: E;
  isMe: boolean;
}

export interface Board<E extends BoardEntry = BoardEntry> {
  top: BoardRow<E>[];
  /** The user's own row when it is not among the top rows. */
  own: BoardRow<E> | null;
}

/**
 * `mine.rank` is the user's position in the same order as the list (the RPCs break ties alike), so a
 * rank within the top marks that row as the user's; a rank beyond it adds the own row.
 */
export function buildBoard<E extends BoardEntry>(
  entries: readonly E[],
  mine: (E & { rank: number }) | null,
  top = RANKING_TOP,
): Board<E> {
  const rows = entries
    .slice(0, top)
    .map((entry, index) => ({ position: index + 1, entry, isMe: mine?.rank === index + 1 }));
  const inTop = mine !== null && mine.rank <= rows.length;
  return { top: rows, own: mine && !inTop ? { position: mine.rank, entry: mine, isMe: true } : null };
}
