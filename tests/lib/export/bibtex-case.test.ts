import { describe, expect, it } from 'vitest';
import { toBibtex } from '../../../lib/export/bibtex';
import { protectTitleCase } from '../../../lib/export/bibtex-case';
import { untex } from '../../../lib/import/references-tex';
import { normalizePaperDraft } from '../../../lib/paper/normalize';

/**
 * What classic BibTeX styles (plain, unsrt, plainnat: `title "t" change.case$`) print of a title: every letter outside
 * braces lowercased but the first and the first after a colon and a space; a brace group at the top level is kept as
 * written unless it starts with a backslash (an accented character, which is cased like a letter).
 */
function classicStyleTitle(value: string): string {
  let out = '';
  let depth = 0;
  let special = false;
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string;
    if (char === '{') {
      if (depth === 0) special = value[i + 1] === '\\';
      depth++;
      out += char;
      continue;
    }
    if (char === '}') {
      depth--;
      out += char;
      continue;
    }
    const keep = i === 0 || /:\s$/.test(value.slice(0, i).slice(-2)) || (depth > 0 && !special);
    out += keep ? char : char.toLowerCase();
  }
  return out;
}

function exportedTitle(title: string): string {
  const result = normalizePaperDraft(
    { arxivId: '2605.28143', title, authors: ['Ada Lovelace'] },
    { site: 'test', url: 'https://arxiv.org/', at: 0 },
  );
  if (!result.ok) throw new Error(result.error);
  const line = toBibtex([{ paper: result.paper }])
    .split('\n')
    .find((text) => text.startsWith('  title = {')) as string;
  return line.slice('  title = {'.length, -'},'.length);
}

/** The title as a reader of a reference list in a classic style sees it. */
const printed = (title: string) => untex(classicStyleTitle(exportedTitle(title)));

describe('BibTeX title case protection', () => {
  it('keeps acronyms and mixed-case names when a style lowercases the title', () => {
    expect(printed('GRPO for LLM Agents: Credit Assignment in WebArena')).toBe('GRPO for LLM agents: Credit assignment in WebArena');
    expect(printed('ReAct Meets SWE-bench and GPT-4o')).toBe('ReAct meets SWE-bench and GPT-4o');
    expect(printed('Revisiting Q-learning for Multi-Turn Agents, Part II')).toBe('Revisiting Q-learning for multi-turn agents, part II');
    expect(printed('AgentGym-RL: Training LLM Agents with 3D Environments')).toBe('AgentGym-RL: Training LLM agents with 3D environments');
  });

  it('leaves ordinary capitalised words to the style', () => {
    expect(printed('Learning to Search with Memory')).toBe('Learning to search with memory');
    expect(exportedTitle('Learning to Search with Memory')).toBe('Learning to Search with Memory');
  });

  it('braces the word, not the punctuation beside it, so a style still capitalises after a colon', () => {
    expect(exportedTitle('SKILLC: Skills (via RL) for “LLMs”')).toBe('{SKILLC}: Skills (via {RL}) for “{LLMs}”');
  });

  it('escapes what lies between the braced words as the rest of the entry is escaped', () => {
    expect(exportedTitle('RL & LLMs: 100% on {WebShop}_v2')).toBe('{RL} \\& {LLMs}: 100\\% on \\{{WebShop}\\}\\_v2');
    // Braces that don't pair across the whole title are written as commands, however the words split it.
    expect(exportedTitle('A {RL} } B')).toBe('{A} \\textbraceleft{}{RL}\\textbraceright{} \\textbraceright{} {B}');
  });

  it('reads back exactly as written through the project’s own BibTeX import', () => {
    for (const title of ['GRPO for LLM Agents: Credit Assignment in WebArena', 'RL & LLMs: 100% on {WebShop}_v2', 'A {RL} } B']) {
      expect(untex(exportedTitle(title))).toBe(title);
    }
  });
});

describe('protectTitleCase', () => {
  const braced = (title: string) => protectTitleCase(title, (text) => text);

  it('braces acronyms, inner capitals and a capital standing alone or before a hyphen', () => {
    expect(braced('I Am A Q-value Of PPO in DeepSeek')).toBe('{I} Am {A} {Q-value} Of {PPO} in {DeepSeek}');
  });

  it('takes a hyphenated word whole, and a double hyphen as a break between words', () => {
    expect(braced('Self-Play with GPT-4o-mini and A--B Tests, iPhone-scale')).toBe(
      'Self-Play with {GPT-4o-mini} and {A}--{B} Tests, {iPhone-scale}',
    );
  });

  it('braces nothing in a title with only initial capitals or none', () => {
    expect(braced('Learning Agents Über Alles')).toBe('Learning Agents Über Alles');
    expect(braced('learning agents')).toBe('learning agents');
    expect(braced('')).toBe('');
  });
});
