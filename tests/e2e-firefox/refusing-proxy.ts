/**
 * A local proxy that forwards nothing. Firefox is pointed at it for every request the test does not answer itself:
 * the background page's arXiv API calls (which BiDi request interception cannot see) and Firefox's own services.
 * Each request is refused at once, so nothing leaves the machine and nothing waits on a network; the targets are
 * kept, so a test can show which requests were refused.
 */
import { createServer, type Server } from 'node:net';

export interface RefusingProxy {
  port: number;
  /** `host:port` of each refused CONNECT (https), or the URL of each refused plain-http request, in order. */
  refused: string[];
  close(): Promise<void>;
}

export async function startRefusingProxy(): Promise<RefusingProxy> {
  const refused: string[] = [];
  const server: Server = createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', (chunk) => {
      // "CONNECT export.arxiv.org:443 HTTP/1.1" or "GET http://host/path HTTP/1.1"
      const [, target] = chunk.toString('latin1').split(/\s+/, 2);
      if (target) refused.push(target);
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The refusing proxy has no TCP port.');
  return {
    port: address.port,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
