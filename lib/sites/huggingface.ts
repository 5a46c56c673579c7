/** Hugging Face daily papers, `huggingface.co/papers/ID`: utility-class markup, so the URL's id is the hook. */
import { parseArxivUrl } from '../arxiv/id';
import { idOnlyDraft } from './id-from-url';
import type { SiteDetector } from './types';

export const huggingface: SiteDetector = {
  id: 'huggingface',
  label: 'Hugging Face papers',
  matches: (url) => url.hostname === 'huggingface.co' && /^\/papers\/[^/]+/.test(url.pathname),
  detect: (_doc, url) => (parseArxivUrl(url.href).ok ? 'paper' : null),
  extract: idOnlyDraft,
  titleElement: (doc) => doc.querySelector('h1'),
  patterns: ['https://huggingface.co/papers/*'],
  examples: ['https://huggingface.co/papers/2604.27955'],
};
