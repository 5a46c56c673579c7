/** An arXiv id where a reference file writes one: a link, the arXiv DOI, `arXiv:…` in a number, a note or a journal. */
const ARXIV_IN_TEXT = /(?:arxiv\.org\/(?:abs|pdf)\/|10\.48550\/arxiv\.|arxiv:\s*)([a-z-]+(?:\.[a-z]{2})?\/\d{7}|\d{4}\.\d{4,5})(v\d+)?/i;

/** The first arXiv id (without its version) any of the values names. */
export function arxivIdIn(...values: (string | undefined)[]): string | undefined {
  for (const value of values) {
    const match = value ? ARXIV_IN_TEXT.exec(value) : null;
    if (match) return match[1];
  }
  return undefined;
}
