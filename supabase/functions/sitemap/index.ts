// Edge function entry point (deployed with `supabase functions deploy sitemap --no-verify-jwt`). The logic is in handler.ts.
import { handler } from './handler.ts';

Deno.serve(handler);
