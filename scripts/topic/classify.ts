/**
 * `npm run --silent classify < papers.jsonl`: one JSON line per paper in, one verdict line out:
 * `{"id": ..., "score": ..., "inTopic": ..., "tags": [...]}` (tags as their labels). A line that is not a paper is
 * reported on stderr with its line number and skipped; the run goes on and exits 0 (blank lines are ignored).
 */
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import * as z from 'zod/mini';
import { classify } from '../../lib/topic/classifier';

/** What one input line must hold; other fields (labels, dates) are ignored. */
const PaperLineSchema = z.object({
  id: z.union([z.string(), z.number()]),
  title: z.string(),
  /** Optional: listing pages and some feeds have no abstract; the title alone then decides. */
  abstract: z.optional(z.nullable(z.string())),
  authors: z.optional(z.nullable(z.array(z.string()))),
  categories: z.optional(z.nullable(z.array(z.string()))),
});

type PaperLine = z.infer<typeof PaperLineSchema>;

/** zod's type names as a sentence needs them. */
const EXPECTED_WORDS: Readonly<Record<string, string>> = {
  string: 'a string',
  object: 'a JSON object',
  array: 'a list',
  number: 'a number',
};

/** Reads a line into a paper, or says in words what is wrong with it. */
export function parsePaperLine(line: string): { ok: true; paper: PaperLine } | { ok: false; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return { ok: false, error: 'not valid JSON' };
  }
  const parsed = PaperLineSchema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const where = issue.path.join('.') || 'the line';
      return issue.code === 'invalid_type'
        ? `${where} should be ${EXPECTED_WORDS[issue.expected] ?? issue.expected}`
        : `${where}: ${issue.message}`;
    });
    return { ok: false, error: `not a paper (${problems.join('; ')}); expected {id, title, abstract, authors?, categories?}` };
  }
  return { ok: true, paper: parsed.data };
}

/** The output line for one paper: id as given, score to 4 decimals, tags as labels. */
export function verdictLine(paper: PaperLine): string {
  const verdict = classify({
    id: String(paper.id),
    title: paper.title,
    abstract: paper.abstract ?? '',
    authors: paper.authors ?? undefined,
    categories: paper.categories ?? undefined,
  });
  return JSON.stringify({
    id: paper.id,
    score: Math.round(verdict.score * 10_000) / 10_000,
    inTopic: verdict.inTopic,
    tags: verdict.tags.map((tag) => tag.label),
  });
}

/** Classifies every line; `write` gets verdict lines, `warn` the problems (both without the trailing newline). */
export async function classifyLines(
  lines: AsyncIterable<string> | Iterable<string>,
  write: (line: string) => void,
  warn: (line: string) => void,
) {
  let lineNumber = 0;
  let skipped = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (line.trim() === '') continue;
    const result = parsePaperLine(line);
    if (result.ok) {
      write(verdictLine(result.paper));
    } else {
      skipped += 1;
      warn(`line ${lineNumber}: ${result.error}`);
    }
  }
  if (skipped > 0) warn(`${skipped} line(s) skipped`);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `... | head` closes the pipe early: that is the reader being done, not an error worth a stack trace.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  await classifyLines(
    createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY }),
    (line) => process.stdout.write(`${line}\n`),
    (line) => process.stderr.write(`${line}\n`),
  );
}
