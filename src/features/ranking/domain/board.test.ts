import { describe, expect, it } from 'vitest';
import { buildBoard, type BoardEntry } from './board';

const entry = (n: number): BoardEntry => ({
  display_name: `U${n}`,
  total_points: 100 - n,
  monthly_points: 0,
  level_id: 1,
});
const twelve = Array.from({ length: 12 }, (_, i) => entry(i + 1));

describe('buildBoard', () => {
  it('shows the top 10 and no own row for a visitor', () => {
    const board = buildBoard(twelve, null);
    expect(board.top.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(board.own).toBeNull();
    expect(board.top.some((r) => r.isMe)).toBe(false);
  });
  it('marks the user inside the top 10', () => {
    const board = buildBoard(twelve, { ...entry(3), rank: 3 });
    expect(board.top.filter((r) => r.isMe).map((r) => r.position)).toEqual([3]);
    expect(board.own).toBeNull();
  });
  it('adds the own row when outside the top 10', () => {
    const board = buildBoard(twelve, { ...entry(12), rank: 12 });
    expect(board.top).toHaveLength(10);
    expect(board.own).toMatchObject({ position: 12, isMe: true, entry: { display_name: 'U12' } });
  });
  it('adds the own row for a user the list leaves out (no points this month)', () => {
    const board = buildBoard([entry(1)], { ...entry(5), rank: 5 });
    expect(board.top).toHaveLength(1);
    expect(board.own?.position).toBe(5);
  });
});
