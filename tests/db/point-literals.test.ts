// @vitest-environment node
/**
 * The migrations' SQL repeats some point amounts as literals (the new-user trigger awards the 35 of
 * registration and the 15 of an invitation, save_favorite the favourite's 1 a day up to 5, award_points
 * computes the level by 100s): each must be the amount of supabase/functions/_shared/points.ts, the one
 * definition the app shows and award-system-points applies. Only the last definition of each SQL
 * function counts, as later migrations replace earlier ones (a changed amount comes with a new migration).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MIGRATIONS_DIR as MIGRATIONS_DIR } from '../../supabase/local/config.ts';
import { AWARD_RULES, FIRST_LEVEL, POINTS_PER_LEVEL } from '../../supabase/functions/_shared/points.ts';

/** Each public SQL function's last definition in migration order: name → its text up to `$$;`. */
function lastDefinitions(): Map<string, string> {
  const definitions = new Map<string, string>();
  for (const file of readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    const sql = readFileSync(join(MIGRATIONS_DIR, file), 'utf8');
    for (const m of sql.matchAll(/create or replace function public\.(\w+)\([\s\S]*?\n\$\$;/gi))
      definitions.set(m[1]!.toLowerCase(), m[0]);
  }
  return definitions;
}

/** award_points(user, 'action', points, 'description', dailyMax | null, once, …) calls with literal rules. */
const AWARD_CALL =
  /public\.award_points\(\s*[\w.]+,\s*'([a-z_]+)',\s*(\d+),\s*'([^']*)',\s*(null|\d+),\s*(true|false)\s*,/gi;

describe('point literals in the migrations', () => {
  const definitions = lastDefinitions();

  it('every award with literal amounts gives the rule of _shared/points.ts', () => {
    const found: string[] = [];
    for (const [name, text] of definitions) {
      for (const [, actionType, points, description, dailyMax, once] of text.matchAll(AWARD_CALL)) {
        found.push(actionType!);
        const rule = Object.values(AWARD_RULES).find((r) => r.actionType === actionType);
        expect(rule, `${name}: unknown action type '${actionType}'`).toBeDefined();
        expect(
          {
            actionType,
            points: Number(points),
            description,
            dailyMax: dailyMax === 'null' ? null : Number(dailyMax),
            once: once === 'true',
          },
          name,
        ).toEqual(rule);
      }
    }
    // The pattern still finds the awards the SQL makes itself (else the check above checks nothing).
    expect(found.sort()).toEqual(['favorite', 'invite', 'registration']);
  });

  it('the new-user trigger awards registration (35) and, for an invited account, the invite (15)', () => {
    const trigger = definitions.get('handle_new_user') ?? '';
    expect(trigger).toContain(`'registration', ${AWARD_RULES.registration.points},`);
    expect(trigger).toContain(`'invite', ${AWARD_RULES.invite.points},`);
    // A new account starts at the first level.
    expect(trigger).toMatch(new RegExp(`values \\(new\\.id, 0, 0, ${FIRST_LEVEL}\\)`));
  });

  it('award_points() counts a level every POINTS_PER_LEVEL points from FIRST_LEVEL', () => {
    const level = /level_id\s*=\s*\(\(up\.total_points \+ v_awarded\) \/ (\d+)\) \+ (\d+)/.exec(
      definitions.get('award_points') ?? '',
    );
    expect(level).not.toBeNull();
    expect([Number(level![1]), Number(level![2])]).toEqual([POINTS_PER_LEVEL, FIRST_LEVEL]);
  });
});
