// Edge function entry point (deployed with `supabase functions deploy award-system-points`). The logic is in handler.ts.
import { handler } from './handler.ts';

Deno.serve(handler);
