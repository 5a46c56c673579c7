/**
 * A local proxy that forwards nothing. Firefox is pointed at it for every request the test does not answer itself:
 * the background page's arXiv API calls (which BiDi request interception cannot see) and Firefox's own services.
 * Each request is refused at once, so nothing leaves the machine and nothing waits on a network; the targets are
 * kept, so a test can show which requests were refused. The one exception, when a test asks for it: the arXiv API,
 * and the paper sites whose pages the background reads (an OpenReview PDF's forum), whose connections are ended here
 * with a test-only certificate (tests/fixtures/tls/; the test browser takes it for any host) and answered by the test.
 */
import { readFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { createServer, type Server, type Socket } from 'node:net';
import { resolve } from 'node:path';

/** What the arXiv API answers to one request. */
export interface ApiAnswer {
  status: number;
  body: string;
  /** Atom, unless told. */
  contentType?: string;
}

/**
 * Answers one request to the arXiv API or a paper site (its whole https URL: check its host), or refuses it with `undefined`: the connection is
 * dropped, as when arXiv can't be reached. An answer may wait (a promise): a test can hold one back while it looks at
 * the page.
 */
export type ArxivApi = (url: URL) => ApiAnswer | undefined | Promise<ApiAnswer | undefined>;

const API_HOST = 'export.arxiv.org:443';
/** The hosts whose connections the test answers: the arXiv API, and a paper site the background reads pages of. */
const ANSWERED_HOSTS = new Set([API_HOST, 'openreview.net:443', 'aclanthology.org:443']);

export interface RefusingProxy {
  port: number;
  /**
   * `host:port` of each refused CONNECT (https), the URL of each refused plain-http request, and the URL of each arXiv
   * API request the test's `arxiv` refused, in order.
   */
  refused: string[];
  /** The URL of each arXiv API request the test's `arxiv` answered, in order. */
  answered: string[];
  /** Who answers the arXiv API from now on; undefined (the default) refuses its connections, as every other host's. */
  arxiv: ArxivApi | undefined;
  close(): Promise<void>;
}

export async function startRefusingProxy(arxiv?: ArxivApi): Promise<RefusingProxy> {
  const sockets = new Set<Socket>();
  const proxy: Omit<RefusingProxy, 'port' | 'close'> = { refused: [], answered: [], arxiv };

  // Firefox's TLS connections to the API end here: the test certificate, then plain HTTP the test answers.
  const api = createHttpsServer(
    {
      key: readFileSync(resolve('tests/fixtures/tls/export.arxiv.org.key')),
      cert: readFileSync(resolve('tests/fixtures/tls/export.arxiv.org.crt')),
    },
    (request, response) => {
      const url = new URL(request.url ?? '/', `https://${request.headers.host ?? API_HOST.replace(/:443$/, '')}`);
      void Promise.resolve(proxy.arxiv?.(url)).then((answer) => {
        if (answer === undefined) {
          proxy.refused.push(url.href);
          // Dropped, not answered: Firefox's fetch fails as it does when arXiv can't be reached.
          request.socket.destroy();
          return;
        }
        proxy.answered.push(url.href);
        response.writeHead(answer.status, { 'content-type': answer.contentType ?? 'application/atom+xml; charset=utf-8' });
        response.end(answer.body);
      });
    },
  );
  api.on('tlsClientError', () => undefined);

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.once('data', (chunk) => {
      // "CONNECT export.arxiv.org:443 HTTP/1.1" or "GET http://host/path HTTP/1.1"
      const [method, target] = chunk.toString('latin1').split(/\s+/, 2);
      if (method === 'CONNECT' && target !== undefined && ANSWERED_HOSTS.has(target) && proxy.arxiv !== undefined) {
        // Firefox sends its TLS hello only after this line, so nothing of the tunnel was read with the CONNECT.
        socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
        api.emit('connection', socket);
        return;
      }
      if (target) proxy.refused.push(target);
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The refusing proxy has no TCP port.');
  return Object.assign(proxy, {
    port: address.port,
    close: () =>
      new Promise<void>((done) => {
        // Tunnels Firefox kept open for its next API request would hold the server open.
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  });
}
