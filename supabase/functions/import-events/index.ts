// Edge function entry point (deployed with `supabase functions deploy import-events`). The logic is in handler.ts.
import { handler } from './handler.ts';

Deno.serve(handler);
