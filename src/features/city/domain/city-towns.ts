/** Which towns a city shows: the rule the edge functions (feeds, newsletter) share. */
export { townSetOf as cityTownSet, townVariants } from '../../../../supabase/functions/_shared/towns.ts';
