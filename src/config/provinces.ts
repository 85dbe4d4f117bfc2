/**
 * Province → main towns, shared with the edge functions (the feeds and the newsletter show a city the
 * same towns as the listing): the list and its rules live in supabase/functions/_shared/towns.ts.
 */
export {
  PROVINCE_TOWNS,
  provinceTowns as getProvinceTowns,
  provincesOfTown,
} from '../../supabase/functions/_shared/towns.ts';
