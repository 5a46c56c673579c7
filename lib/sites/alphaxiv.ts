/** alphaXiv, `alphaxiv.org/{abs,overview,pdf}/ID`: an app whose URL names the arXiv paper. */
import { parseArxivUrl } from '../arxiv/id';
import { idOnlyDraft } from './id-from-url';
import type { SiteDetector } from './types';

const HOSTS = new Set(['alphaxiv.org', 'www.alphaxiv.org']);

export const alphaxiv: SiteDetector = {
  id: 'alphaxiv',
  label: 'alphaXiv',
  matches: (url) => HOSTS.has(url.hostname) && /^\/(abs|overview|pdf)\//.test(url.pathname),
  detect: (_doc, url) => (parseArxivUrl(url.href).ok ? 'paper' : null),
  extract: idOnlyDraft,
  patterns: ['https://alphaxiv.org/*', 'https://www.alphaxiv.org/*'],
  examples: [
    'https://www.alphaxiv.org/abs/2604.27955',
    'https://alphaxiv.org/overview/2604.27955v1',
    'https://www.alphaxiv.org/pdf/2604.27955',
  ],
};
