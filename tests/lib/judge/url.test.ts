import { describe, expect, it } from 'vitest';
import { completionsUrl, isLoopback } from '../../../lib/judge/url';

describe('completionsUrl', () => {
  it.each([
    ['https://api.openai.com/v1', 'https://api.openai.com/v1/chat/completions'],
    ['https://api.openai.com/v1/', 'https://api.openai.com/v1/chat/completions'],
    ['https://api.openai.com/v1///', 'https://api.openai.com/v1/chat/completions'],
    ['  http://localhost:11434/v1  ', 'http://localhost:11434/v1/chat/completions'],
    ['https://host/v1/chat/completions', 'https://host/v1/chat/completions'],
    ['https://host', 'https://host/chat/completions'],
    [
      'https://x.azure.com/openai/deployments/d?api-version=2024-10-21',
      'https://x.azure.com/openai/deployments/d/chat/completions?api-version=2024-10-21',
    ],
    ['https://host/v1#frag', 'https://host/v1/chat/completions'],
  ])('%s → %s', (base, url) => {
    expect(completionsUrl(base)).toBe(url);
  });

  it.each(['', 'not a url', 'ftp://host/v1', 'javascript:alert(1)', 'file:///etc/passwd', 'https://user:pass@host/v1', 'data:,x'])(
    'refuses %j',
    (base) => {
      expect(completionsUrl(base)).toBeUndefined();
    },
  );
});

describe('isLoopback', () => {
  it.each(['localhost', '127.0.0.1', '127.1.2.3', '[::1]'])('%s is this machine', (host) => {
    expect(isLoopback(host)).toBe(true);
  });
  it.each(['localhost.evil.com', 'evil.localhost.com', '128.0.0.1', '10.0.0.1', 'example.org', '127.0.0.1.nip.io'])('%s is not', (host) => {
    expect(isLoopback(host)).toBe(false);
  });
});
