// npm install's postinstall step: caches the edge functions' dependencies (warm-cache.ts) so that
// `npm run dev` can start them without a network later. Plain JavaScript run by node, because it
// must never make `npm install` fail: without a network, without tsx (npm install --omit=dev) or
// on any other error it prints a warning and exits 0; the functions then download their
// dependencies on first use, and `npm run functions:cache` tries again.
const warn = (why) =>
  console.warn(
    `\n[functions:cache] warning: the edge functions' dependencies were not cached (${why}).\n` +
      '[functions:cache] They will be downloaded the first time a function is called; run ' +
      '`npm run functions:cache` with a network to cache them now.\n',
  );

if (process.env.AGENDA_NORTE_SKIP_FUNCTIONS_CACHE) {
  console.log('[functions:cache] skipped (AGENDA_NORTE_SKIP_FUNCTIONS_CACHE is set)');
} else {
  try {
    const { tsImport } = await import('tsx/esm/api');
    const { warmFunctionsCache } = await tsImport('./warm-cache.ts', import.meta.url);
    // Two minutes at most: a network that drops packets must not hold npm install for long.
    const r = await warmFunctionsCache({ timeoutMs: 120_000 });
    if (r.ok)
      console.log(
        `[functions:cache] dependencies of ${r.functions.length} edge functions cached (${r.ms} ms)`,
      );
    else warn(r.output.split('\n').slice(0, 6).join('\n'));
  } catch (e) {
    warn(e instanceof Error ? e.message : String(e));
  }
}
