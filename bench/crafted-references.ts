/**
 * Crafted reference files of about 1 MB, each aimed at a way a reader can go quadratic or deep: what
 * `import.bibtexCrafted1MBMs` times and tests/lib/import/references-crafted.test.ts checks. Each says what must come
 * of it: how many papers are read, or the error it is refused with.
 */

const MB = 1024 * 1024;

/** `unit` repeated to about 1 MB, between `head` and `tail`. */
function fill(head: string, unit: string, tail = ''): string {
  return head + unit.repeat(Math.ceil((MB - head.length - tail.length) / unit.length)) + tail;
}

export interface CraftedFile {
  name: string;
  text: string;
  outcome: { papers: number } | { error: RegExp };
}

const ARXIV = '@misc{k, eprint = {2605.28143}';
const ENTRY = '@misc{k, doi = {10.1234/x}, title = {T}}\n';

export const CRAFTED_REFERENCES: CraftedFile[] = [
  { name: 'repeated @a{', text: fill('', '@a{'), outcome: { error: /no complete BibTeX entry/ } },
  { name: 'repeated @', text: fill('', '@'), outcome: { error: /neither BibTeX, RIS nor CSL-JSON/ } },
  {
    name: 'braces nested a million deep, never closed',
    text: fill(`${ARXIV}, title = `, '{'),
    outcome: { error: /no complete BibTeX entry/ },
  },
  {
    name: 'braces nested half a million deep, closed',
    text: `${ARXIV}, title = ${'{'.repeat(MB / 2)}x${'}'.repeat(MB / 2)}}`,
    outcome: { papers: 1 },
  },
  { name: 'repeated unterminated quotes', text: fill('', '@misc{k, title = "'), outcome: { error: /no complete BibTeX entry/ } },
  { name: 'a million commas between fields', text: fill(ARXIV, ',', '}'), outcome: { papers: 1 } },
  { name: 'a million commas in a name', text: fill(`${ARXIV}, author = {`, ',', '}}'), outcome: { papers: 1 } },
  { name: 'a quarter million authors', text: fill(`${ARXIV}, author = {`, 'A and ', 'B}}'), outcome: { papers: 1 } },
  { name: 'a million spaces in a name', text: fill(`${ARXIV}, author = {A`, ' ', 'B}}'), outcome: { papers: 1 } },
  { name: 'half a million accents', text: fill(`${ARXIV}, title = {`, '\\"', 'o}}'), outcome: { papers: 1 } },
  { name: 'a quarter million concatenations', text: fill(`${ARXIV}, title = `, 'a # ', 'b}'), outcome: { papers: 1 } },
  { name: 'a comment never closed', text: fill('@comment{', '{'), outcome: { error: /no complete BibTeX entry/ } },
  { name: 'twenty-five thousand small entries', text: fill('', ENTRY), outcome: { papers: Math.ceil(MB / ENTRY.length) } },
  {
    name: 'a RIS record of seventy thousand authors',
    text: fill('TY  - JOUR\r\nTI  - T\r\nDO  - 10.1234/x\r\n', 'AU  - Lin, H\r\n', 'ER  - \r\n'),
    outcome: { papers: 1 },
  },
  // CSL-JSON: lists nested half a million deep, and a third of a million items that name no paper.
  {
    name: 'CSL-JSON lists nested half a million deep',
    text: `${'['.repeat(MB / 2)}${']'.repeat(MB / 2)}`,
    outcome: { error: /not valid CSL-JSON: it is nested too deeply/ },
  },
  { name: 'a third of a million empty CSL-JSON items', text: `[${fill('', '{},', '{}')}]`, outcome: { papers: 0 } },
  {
    name: 'a CSL-JSON item of a hundred thousand authors',
    text: `[{"DOI": "10.1234/x", "title": "T", "author": [${fill('', '{"family":"L"},', '{"family":"L"}')}]}]`,
    outcome: { papers: 1 },
  },
];
