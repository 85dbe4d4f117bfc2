// Edge function entry point (deployed with `supabase functions deploy newsletter-unsubscribe --no-verify-jwt`). The logic is in handler.ts.
import { handler } from './handler.ts';

Deno.serve(handler);
