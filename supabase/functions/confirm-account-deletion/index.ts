// Edge function entry point (deployed with `supabase functions deploy confirm-account-deletion`). The logic is in handler.ts.
import { handler } from './handler.ts';

Deno.serve(handler);
