import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium.ts';
import { BenchApp, freePort, REPO_DIR } from './app-env.ts';
const app = new BenchApp();
const port = await freePort();
let preview: ReturnType<typeof spawn> | null = null;
try {
  await app.startStack();
  await new Promise<void>((res, rej) => { const c = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--mode', 'test', '--outDir', '/tmp/diag-dist', '--emptyOutDir', '--minify', 'false', '--logLevel', 'warn'], { cwd: REPO_DIR, env: { ...process.env, VITE_SUPABASE_URL: app.stackUrl }, stdio: 'inherit' }); c.on('exit', (code) => code === 0 ? res() : rej(new Error('build'))); });
  preview = spawn(process.execPath, ['node_modules/vite/bin/vite.js', 'preview', '--mode', 'test', '--outDir', '/tmp/diag-dist', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], { cwd: REPO_DIR, stdio: 'ignore' });
  await new Promise((r) => setTimeout(r, 3000));
  if (process.argv[2]) await app.seedCityEvents(Number(process.argv[2]));
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  const ctx = await browser.newContext(process.argv[3] === 'type' ? { viewport: { width: 1280, height: 800 } } : { viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  const t = Date.now();
  if (process.argv[3] === 'type') {
    await page.goto(`http://bilbao.localhost:${port}/`);
    await page.waitForFunction(() => Number((document.querySelector('#resultados [aria-live="polite"]')?.textContent ?? '').replace(/\D/g, '')) >= 5000, undefined, { timeout: 120000 });
    const search = page.getByRole('searchbox', { name: /Buscar eventos en/ });
    await search.focus();
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    for (const ch of 'teatro') { await page.keyboard.type(ch); await page.waitForTimeout(400); }
    await page.getByRole('complementary').getByRole('button', { name: 'Música' }).first().click();
    await page.waitForTimeout(800);
  } else {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.addInitScript(() => { (window as any).__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) (window as any).__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://bilbao.localhost:${port}/`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(6000);
  console.log('longtasks', JSON.stringify(await page.evaluate(() => (window as any).__lt)));
  }
  console.log('load', Date.now() - t);
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const n = byId.get(id)!;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0) / 1000);
  });
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(8), k);
  // inclusive time per function (each sample counted once per distinct frame on its stack)
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>();
  (profile.samples ?? []).forEach((id, i) => {
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const n = byId.get(cur)!;
      const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
      if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key) ?? 0) + (dt[i] ?? 0) / 1000); }
    }
  });
  console.log('--- inclusive, components (capitalised)');
  for (const [k, v] of [...incl].filter(([k]) => /^[A-Z]/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 40)) console.log(v.toFixed(1).padStart(8), k);
  await browser.close();
} finally {
  preview?.kill('SIGTERM');
  await app.stop();
}
