// Edge function entry point (deployed with `supabase functions deploy submit-event`). The logic is in handler.ts.
import { handler } from './handler.ts';

Deno.serve(handler);
