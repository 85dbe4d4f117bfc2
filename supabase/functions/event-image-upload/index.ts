// Edge function entry point (deployed with `supabase functions deploy event-image-upload`). The logic is in handler.ts.
import { handler } from './handler.ts';

Deno.serve(handler);
