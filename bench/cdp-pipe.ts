/**
 * Chromium with an unpacked extension, driven over the DevTools pipe with raw CDP and nothing else. Playwright
 * attaches to every new page and sets it up (pausing it until it has) and instruments its loads; that added
 * 50–90 ms to an extension page's first paint here, which a user clicking the toolbar button never pays. Pages
 * opened through this launcher run unobserved until they are read.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import { CHROMIUM_PATH } from '../tests/support/launch-extension';

interface CdpAnswer {
  id: number;
  result?: Record<string, unknown>;
  error?: { message: string };
}

export interface PipeBrowser {
  /** One CDP command; `sessionId` addresses an attached target. */
  send(method: string, params?: Record<string, unknown>, sessionId?: string): Promise<Record<string, unknown>>;
  /** Attaches to a page (it is not paused: it goes on loading) and returns the session that addresses it. */
  attach(targetId: string): Promise<string>;
  /** The value of a JavaScript expression in an attached page. */
  evaluate<T>(sessionId: string, expression: string): Promise<T>;
  /** Resolves once the browser has exited and let go of its profile. */
  close(): Promise<void>;
}

export function launchOverPipe(extensionDir: string, profileDir: string): PipeBrowser {
  const browser: ChildProcess = spawn(
    CHROMIUM_PATH,
    [
      '--headless',
      '--no-sandbox',
      '--no-first-run',
      '--no-default-browser-check',
      '--remote-debugging-pipe',
      // Nothing leaves the machine: every host but localhost fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost',
      `--user-data-dir=${profileDir}`,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      'about:blank',
    ],
    // fd 3 is what Chromium reads commands from, fd 4 where it writes answers (NUL-separated JSON).
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const commands = browser.stdio[3] as Writable;
  const answers = browser.stdio[4] as Readable;
  const pending = new Map<number, (answer: CdpAnswer) => void>();
  let nextId = 1;
  let buffered = '';
  answers.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let end = buffered.indexOf('\0'); end >= 0; end = buffered.indexOf('\0')) {
      const message = JSON.parse(buffered.slice(0, end)) as Partial<CdpAnswer>;
      buffered = buffered.slice(end + 1);
      if (message.id === undefined) continue;
      pending.get(message.id)?.(message as CdpAnswer);
      pending.delete(message.id);
    }
  });
  // Killing the browser resets the pipe; that is the end of the run, not an error.
  answers.on('error', () => undefined);
  // A browser that dies mid-run fails the commands waiting on it instead of leaving the benchmark hanging.
  let exited: string | undefined;
  commands.on('error', () => undefined);
  browser.once('exit', (code, signal) => {
    exited = `the browser exited (${signal ?? code})`;
    for (const settle of pending.values()) settle({ id: 0, error: { message: exited } });
    pending.clear();
  });
  const browserApi: PipeBrowser = {
    send(method, params = {}, sessionId) {
      if (exited !== undefined) return Promise.reject(new Error(`${method}: ${exited}`));
      const id = nextId++;
      commands.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
      return new Promise((resolve, reject) => {
        pending.set(id, (answer) =>
          answer.error ? reject(new Error(`${method}: ${answer.error.message}`)) : resolve(answer.result ?? {}),
        );
      });
    },
    async attach(targetId: string) {
      const { sessionId } = await browserApi.send('Target.attachToTarget', { targetId, flatten: true });
      return sessionId as string;
    },
    async evaluate<T>(sessionId: string, expression: string) {
      const { result } = (await browserApi.send('Runtime.evaluate', { expression, returnByValue: true }, sessionId)) as {
        result: { value: T };
      };
      return result.value;
    },
    close() {
      if (exited !== undefined) return Promise.resolve();
      const gone = new Promise<void>((resolve) => browser.once('exit', () => resolve()));
      browser.kill();
      return gone;
    },
  };
  return browserApi;
}
