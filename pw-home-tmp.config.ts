// Temporary (helper's local run against a private stack); deleted after use.
import base from './e2e/playwright.config';
export default { ...base, testDir: './e2e', outputDir: '/tmp/an-stack/pw-results', webServer: undefined, use: { ...base.use, baseURL: 'http://localhost:4199' } };
