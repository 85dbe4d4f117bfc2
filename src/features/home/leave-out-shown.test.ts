import { describe, expect, it } from 'vitest';
import { leaveOutShownAbove, type HomeBlock } from './leave-out-shown';

const ev = (...ids: string[]) => ids.map((id) => ({ id }));
const ids = (blocks: { id: string }[][]) => blocks.map((block) => block.map((e) => e.id));

describe('leaveOutShownAbove', () => {
  const cases: Array<{ name: string; blocks: HomeBlock<{ id: string }>[]; expected: string[][] }> = [
    { name: 'no blocks', blocks: [], expected: [] },
    {
      name: 'blocks with nothing in common stay as they are',
      blocks: [{ events: ev('a', 'b') }, { events: ev('c') }],
      expected: [['a', 'b'], ['c']],
    },
    {
      name: "'Próximos días' leaves out what 'Hoy' shows",
      blocks: [{ events: ev('hoy1', 'hoy2') }, { events: ev('hoy1', 'mañana', 'hoy2', 'pasado') }],
      expected: [
        ['hoy1', 'hoy2'],
        ['mañana', 'pasado'],
      ],
    },
    {
      name: 'Destacados leave out what Tendencias shows, and what any block above shows',
      blocks: [
        { events: ev('a') },
        { events: ev('b', 'c') },
        { events: ev('d') },
        { events: ev('a', 'b', 'c', 'd', 'e') },
      ],
      expected: [['a'], ['b', 'c'], ['d'], ['e']],
    },
    {
      name: 'a block fills up to its size from further down its list',
      blocks: [
        { events: ev('a', 'b'), max: 2 },
        { events: ev('a', 'b', 'c', 'd', 'e'), max: 2 },
      ],
      expected: [
        ['a', 'b'],
        ['c', 'd'],
      ],
    },
    {
      name: 'only what a block shows is left out below: what its size cuts off may show further down',
      blocks: [
        { events: ev('a', 'b', 'c'), max: 1 },
        { events: ev('b', 'c'), max: 5 },
      ],
      expected: [['a'], ['b', 'c']],
    },
    {
      name: 'a block whose events all show above is empty (and the page hides it)',
      blocks: [{ events: ev('a', 'b') }, { events: ev('b', 'a') }],
      expected: [['a', 'b'], []],
    },
    {
      name: 'the listing, last, keeps only what no block above shows',
      blocks: [{ events: ev('a'), max: 12 }, { events: ev('b') }, { events: ev('a', 'b', 'c', 'd') }],
      expected: [['a'], ['b'], ['c', 'd']],
    },
  ];

  for (const { name, blocks, expected } of cases) {
    it(name, () => {
      expect(ids(leaveOutShownAbove(blocks))).toEqual(expected);
    });
  }

  it('keeps the events themselves, in each block’s own order', () => {
    const a = { id: 'a', title: 'A' };
    const [first] = leaveOutShownAbove([{ events: [a] }]);
    expect(first?.[0]).toBe(a);
  });
});
