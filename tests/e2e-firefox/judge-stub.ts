/**
 * A local OpenAI-compatible endpoint for the second opinion (as Ollama or vLLM would be), on 127.0.0.1, which Firefox
 * reaches directly (it never sends loopback requests to a proxy). It answers every paper "in" and keeps what it was sent.
 */
import { createServer } from 'node:http';

export const REASON = 'Trains a web agent with GRPO over multi-turn episodes.';

export interface JudgeStub {
  /** The endpoint's base URL, as typed into options.html. */
  baseUrl: string;
  /** The user message of each request, in order. */
  sent: string[];
  close(): Promise<void>;
}

export async function startJudgeStub(): Promise<JudgeStub> {
  const sent: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const { messages } = JSON.parse(body) as { messages: { role: string; content: string }[] };
      sent.push(messages.find((message) => message.role === 'user')?.content ?? '');
      const verdict = { verdict: 'in', kind: 'agentic-rl', reason: REASON };
      const answer = {
        id: 'c1',
        object: 'chat.completion',
        choices: [{ index: 0, message: { role: 'assistant', content: JSON.stringify(verdict) }, finish_reason: 'stop' }],
      };
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The judge stub has no TCP port.');
  return {
    baseUrl: `http://127.0.0.1:${address.port}/v1`,
    sent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
