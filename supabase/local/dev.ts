/**
 * `npm run dev`: the local Supabase-compatible stack and Vite together. One Ctrl-C stops both;
 * if either exits, the other is stopped too. A stack already running on the port is reused.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { DEFAULT_PORT, REPO_DIR } from './config.ts';

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const children: ChildProcess[] = [];
let stopping = false;

async function stackIsUp(): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/auth/v1/health`, { signal: AbortSignal.timeout(800) });
    return res.ok;
  } catch {
    return false;
  }
}

async function waitForStack(timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await stackIsUp()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

function run(command: string, args: string[]): ChildProcess {
  const child = spawn(command, args, { cwd: REPO_DIR, stdio: 'inherit', env: process.env });
  children.push(child);
  child.on('exit', (code) => stopAll(code ?? 0));
  return child;
}

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}

process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (await stackIsUp()) {
  console.log(`[dev] reusing the local stack already running on port ${port}`);
} else {
  run(process.execPath, ['--import', 'tsx', 'supabase/local/cli.ts', 'start']);
  if (!(await waitForStack(120_000))) {
    console.error('[dev] the local stack did not start; see the messages above');
    stopAll(1);
  }
}
if (!stopping) run(process.execPath, ['node_modules/vite/bin/vite.js']);
