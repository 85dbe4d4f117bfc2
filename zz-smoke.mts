import { chromium } from '@playwright/test';
const ID = '0b7d6a52-3c1e-4f7a-9a55-1f2e3d4c5b6a';
const row = {
  id: ID, title: 'Jazz </script> en el Kafe', town: 'Bilbao', start_date: '2026-12-20', start_time: '20:00:00', end_time: '22:30:00',
  description: '<p>Hola <strong>mundo</strong></p><img src=x onerror=window.__xss=1><script>window.__xss=1</script><svg onload=window.__xss=1></svg>',
  category_id: ['musica','fiestas','arte'], subcategory: ['jazz'], venue: 'Bilbo Kafe', neighborhood: 'Abando', address: 'Calle Mayor 1',
  price: null, is_free: true, ticket_url: 'https://tickets.example/x', info_url: 'https://kafe.example', organizer: 'Asoc', tags: ['jazz','directo'],
  artist: 'Trío', como_llegar: 'Metro Abando', recomendaciones: 'Pintxos', destacado: 0, color: null, image_url: 'https://images.unsplash.com/x',
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const calls: string[] = [];
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text().slice(0, 200)); });
await page.route('http://127.0.0.1:54321/**', async (route) => {
  const url = route.request().url();
  calls.push(`${route.request().method()} ${url.replace('http://127.0.0.1:54321', '')}`);
  if (url.includes('/rest/v1/events') && url.includes('id=eq.')) return route.fulfill({ json: row });
  if (url.includes('/rest/v1/events')) return route.fulfill({ json: [row] });
  if (url.includes('/rpc/increment_page_view')) return route.fulfill({ json: 7 });
  if (url.includes('/rest/v1/page_views')) return route.fulfill({ json: { view_count: 6 } });
  if (url.includes('/rpc/')) return route.fulfill({ json: [] });
  if (url.includes('external_link_clicks')) return route.fulfill({ status: 201, body: '' });
  return route.fulfill({ status: 404, json: {} });
});
await page.goto(`http://localhost:4199/event/${ID}--bilbao-musica-jazz-2026-12-20-jazz`);
await page.getByRole('heading', { level: 1 }).waitFor();
await page.waitForTimeout(800);
console.log('h1:', await page.getByRole('heading', { level: 1 }).textContent());
console.log('xss:', await page.evaluate(() => (window as any).__xss));
console.log('desc html:', await page.getByTestId('event-description').innerHTML());
console.log('visits:', await page.getByText(/visitas?$/).textContent().catch(() => 'none'));
console.log('title:', await page.title());
const ld = await page.locator('script[type="application/ld+json"]').last().textContent();
console.log('ld raw has <:', ld?.includes('<'), JSON.parse(ld ?? '{}').startDate, JSON.parse(ld ?? '{}').name);
console.log('img:', await page.locator('header img').first().getAttribute('src'));
console.log('canon:', await page.locator('link[rel=canonical]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href'))));
await page.getByRole('link', { name: 'Info' }).click();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/event-page.png', fullPage: false });
await page.goto('http://localhost:4199/?tag=Jazz');
await page.getByRole('article').first().waitFor({ timeout: 8000 }).catch(() => console.log('no articles'));
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/home.png' });
const card = page.getByRole('article').first();
await card.screenshot({ path: '/tmp/card.png' }).catch(() => {});
console.log(calls.filter((c) => !c.includes('/realtime')).slice(0, 40).join('\n'));
await browser.close();
