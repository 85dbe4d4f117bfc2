import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS, findChromium } from '../../e2e/support/chromium.ts';
import { BenchApp } from './app-env.ts';
import { seededEventPath } from './bench-city.ts';
const app = new BenchApp();
try {
  await app.startApp();
  const ev = await seededEventPath(app.admin());
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
  for (const [name, path] of [['home', '/'], ['event', ev], ['editorial', '/editorial']]) {
    const r = await lighthouse(app.pageUrl(path), { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    writeFileSync(`/tmp/lh-${name}.json`, JSON.stringify(r!.lhr));
    console.log(name, r!.lhr.categories.performance!.score);
  }
  chrome.kill();
  if (process.argv[2] === 'hold') { console.log('app at', app.pageUrl('/'), app.stackUrl); await new Promise((r) => setTimeout(r, Number(process.argv[3] ?? 600) * 1000)); }
} finally {
  await app.stop();
}
