/**
 * Which events a city shows: those whose town is one of the city's names, places, nicknames or province
 * towns. The rule is shared with the edge functions (feeds, newsletter), which filter the same way:
 * supabase/functions/_shared/towns.ts.
 */
export { townSetOf as cityTownSet, townVariants } from '../../../../supabase/functions/_shared/towns.ts';
