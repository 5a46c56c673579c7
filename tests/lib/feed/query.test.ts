import { describe, expect, it } from 'vitest';
import { allPapersQuery, arxivTime, candidateQuery } from '../../../lib/feed/query';

const window = { from: Date.UTC(2026, 3, 1, 0, 0), to: Date.UTC(2026, 3, 8, 23, 59) };

describe('the feed’s arXiv queries', () => {
  it('writes times as arXiv’s YYYYMMDDHHMM in GMT', () => {
    expect(arxivTime(Date.UTC(2026, 0, 2, 3, 4, 59))).toBe('202601020304');
  });

  it('asks for agent-RL candidates: AI categories, an RL word and an agent word in the abstract', () => {
    const query = candidateQuery();
    expect(query).toMatch(
      /^\(cat:cs\.AI OR .*cat:cs\.LG.*\) AND \(abs:"reinforcement learning" OR .*abs:GRPO.*\) AND \(abs:agent OR .*\)$/,
    );
    expect(query).not.toContain('submittedDate');
  });

  it('limits candidates to a submission window when given one', () => {
    expect(candidateQuery(window)).toBe(`${candidateQuery()} AND submittedDate:[202604010000 TO 202604082359]`);
  });

  it('counts every paper of a window, whatever its topic', () => {
    expect(allPapersQuery(window)).toBe('submittedDate:[202604010000 TO 202604082359]');
  });
});
