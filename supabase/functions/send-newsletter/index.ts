// Edge function entry point (deployed with `supabase functions deploy send-newsletter`). The logic is in handler.ts.
import { handler } from './handler.ts';

Deno.serve(handler);
