import { describe, expect, it } from 'vitest';
import { classifyLines, parsePaperLine } from '../../../scripts/topic/classify';

async function run(lines: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  await classifyLines(
    lines,
    (line) => out.push(line),
    (line) => err.push(line),
  );
  return { out: out.map((line) => JSON.parse(line) as Record<string, unknown>), err };
}

describe('npm run classify', () => {
  it('prints one verdict line per paper with id, score, inTopic and tag labels', async () => {
    const { out, err } = await run([
      JSON.stringify({
        id: '2505.0001',
        title: 'Training Web Agents with Multi-Turn Reinforcement Learning',
        abstract: 'We train LLM web agents with GRPO in WebArena.',
        authors: ['A. Author'],
      }),
      JSON.stringify({ id: 42, title: 'Image dehazing with diffusion priors', abstract: 'We restore hazy images.' }),
    ]);
    expect(err).toEqual([]);
    expect(out).toHaveLength(2);
    expect(Object.keys(out[0] ?? {})).toEqual(['id', 'score', 'inTopic', 'tags']);
    expect(out[0]).toMatchObject({ id: '2505.0001', inTopic: true });
    expect(out[0]?.tags).toContain('Web, GUI & Computer-Use Agents');
    expect(out[1]).toMatchObject({ id: 42, inTopic: false });
  });

  it('names the line of each bad input on stderr and keeps going', async () => {
    const { out, err } = await run(['{oops', '', '{"id":"x"}', '{"id":"y","title":"RL for LLM agents","abstract":"agentic RL"}']);
    expect(out.map((verdict) => verdict.id)).toEqual(['y']);
    expect(err[0]).toMatch(/^line 1: not valid JSON/);
    expect(err[1]).toMatch(/^line 3: .*title should be a string/);
    expect(err.at(-1)).toBe('2 line(s) skipped');
  });

  it('treats a missing abstract as empty rather than an error', () => {
    expect(parsePaperLine('{"id":"t","title":"Agentic RL"}').ok).toBe(true);
  });
});
