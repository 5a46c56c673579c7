/**
 * Markdown: a reading list to paste into notes, a README or an issue. Each paper is a list item linking its page
 * (http(s) only), with authors, date, tags and the user's note. Markdown's own characters in titles and notes are
 * escaped, so a title never turns into a link, an image or markup.
 */
import { formatAuthors, formatDate } from '../paper/format';
import { localDay } from '../paper/iso-date';
import { httpUrl } from '../paper/text';
import { type ExportItem, landingUrl, venueLine } from './item';

/**
 * Escapes what Markdown (CommonMark and GFM) would read as syntax, HTML's angle brackets and entities (`&lt;` in a
 * title stays those four characters), and `=` (a line of them under a list item's first line makes it a heading).
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_{}[\]()#+\-.!|<>~=&]/g, (char) => `\\${char}`).replace(/\s+/g, ' ');
}

/**
 * A link destination for `(<…>)`: http(s) only. A URL keeps a backslash in its query, and in Markdown it would escape
 * the closing `>` and break the link; percent-encoded it is the same address.
 */
function destination(url: string | undefined): string | undefined {
  return httpUrl(url)?.replace(/\\/g, '%5C');
}

function entry(item: ExportItem): string {
  const { paper, record } = item;
  const url = destination(landingUrl(paper));
  const title = escapeMarkdown(paper.title);
  const details = [
    formatAuthors(paper.authors, paper.authorCount),
    formatDate(paper.published, paper.publishedPrecision),
    venueLine(paper),
    ...(record?.tags.length ? [record.tags.map((tag) => `#${tag.replace(/\s+/g, '-')}`).join(' ')] : []),
  ]
    .filter((detail): detail is string => Boolean(detail))
    .map(escapeMarkdown)
    .join(' · ');
  const pdf = destination(paper.pdfUrl);
  const note = record?.note ? `\n  > ${escapeMarkdown(record.note)}` : '';
  return `- ${record?.read ? '[x]' : '[ ]'} ${url ? `[${title}](<${url}>)` : title}${pdf ? ` ([PDF](<${pdf}>))` : ''}  \n  ${details}${note}`;
}

export function toMarkdown(items: readonly ExportItem[], heading = 'RL for LLM Agents — reading list', now = Date.now()): string {
  return `# ${escapeMarkdown(heading)}\n\n_${items.length} ${items.length === 1 ? 'paper' : 'papers'}, exported ${localDay(now)}._\n\n${items.map(entry).join('\n')}\n`;
}
