/**
 * A minimal Marionette client, for what WebDriver BiDi can't do in Firefox ESR 140: act in the browser's own window,
 * as its toolbar button does. Firefox listens for it when started with `--marionette` (firefox.ts). Firefox holds one
 * WebDriver session at a time, so the caller ends puppeteer's session first and starts it again after (firefox.ts).
 */
import { connect, type Socket } from 'node:net';

/** Calls Marionette's packets (`length:json`) back one at a time. */
function readPackets(socket: Socket, onPacket: (packet: unknown) => void): void {
  let buffer = Buffer.alloc(0);
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    for (;;) {
      const colon = buffer.indexOf(':');
      const length = colon < 0 ? Number.NaN : Number(buffer.subarray(0, colon).toString('latin1'));
      if (Number.isNaN(length) || buffer.length < colon + 1 + length) return;
      onPacket(JSON.parse(buffer.subarray(colon + 1, colon + 1 + length).toString('utf8')));
      buffer = buffer.subarray(colon + 1 + length);
    }
  });
}

/**
 * Runs `script` (a function body, given `args` as `arguments`; a promise it returns is awaited) with the browser's
 * own privileges, in its window, in a Marionette session of its own; returns the script's result.
 */
export async function runInBrowserWindow<T>(port: number, script: string, args: unknown[] = []): Promise<T> {
  const socket = connect(port, '127.0.0.1');
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let greeted: () => void = () => undefined;
  const greeting = new Promise<void>((resolve) => {
    greeted = resolve;
  });
  readPackets(socket, (packet) => {
    // The first packet is the server's greeting; every other is [1, id, error, result].
    if (!Array.isArray(packet)) return greeted();
    const [, id, error, result] = packet as [number, number, { error?: string; message?: string } | null, unknown];
    const pending = waiting.get(id);
    waiting.delete(id);
    if (error) pending?.reject(new Error(`Marionette: ${error.error ?? ''} ${error.message ?? ''}`));
    else pending?.resolve(result);
  });
  let next = 0;
  const send = (command: string, params: object) =>
    new Promise<unknown>((resolve, reject) => {
      next += 1;
      waiting.set(next, { resolve, reject });
      const body = Buffer.from(JSON.stringify([0, next, command, params]), 'utf8');
      socket.write(Buffer.concat([Buffer.from(`${body.length}:`, 'latin1'), body]));
    });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    await greeting;
    await send('WebDriver:NewSession', { capabilities: {} });
    try {
      await send('Marionette:SetContext', { value: 'chrome' });
      const reply = (await send('WebDriver:ExecuteScript', { script, args })) as { value: T };
      return reply.value;
    } finally {
      await send('WebDriver:DeleteSession', {});
    }
  } finally {
    socket.destroy();
  }
}
