import { describe, expect, it } from 'vitest';
import { cleanReason, parseVerdict, REASON_MAX, unparsedAnswer, VERDICT_KINDS, VERDICT_SCHEMA } from '../../../lib/judge/verdict';

const good = { verdict: 'in', kind: 'agentic-rl', reason: 'Trains a web agent with multi-turn PPO.' };
const json = (value: unknown) => JSON.stringify(value);

describe('VERDICT_SCHEMA', () => {
  it('is a plain JSON Schema object that strict structured outputs accept: all properties required, no others', () => {
    expect(JSON.parse(JSON.stringify(VERDICT_SCHEMA))).toEqual(VERDICT_SCHEMA);
    expect([...VERDICT_SCHEMA.required].sort()).toEqual(Object.keys(VERDICT_SCHEMA.properties).sort());
    expect(VERDICT_SCHEMA.additionalProperties).toBe(false);
    expect(VERDICT_SCHEMA.properties.kind.enum).toEqual([...VERDICT_KINDS]);
    // OpenAI's strict mode refuses these keywords.
    expect(JSON.stringify(VERDICT_SCHEMA)).not.toMatch(/maxLength|minLength/);
  });
});

describe('parseVerdict', () => {
  it('reads an answer that is exactly the object', () => {
    expect(parseVerdict(json(good))).toEqual(good);
    expect(parseVerdict(`\n  ${json({ verdict: 'out', kind: 'single-turn-reasoning', reason: 'Math RL, no environment.' })}\n`)).toEqual({
      verdict: 'out',
      kind: 'single-turn-reasoning',
      reason: 'Math RL, no environment.',
    });
  });

  it.each([
    ['empty', ''],
    ['prose only', 'This paper is about RL for agents, so it is in.'],
    ['a refusal', "I can't help with that."],
    ['prose around the object', `Sure! Here is my answer: ${json(good)}`],
    ['the object then prose', `${json(good)}\nI hope this helps.`],
    ['a code fence', `\`\`\`json\n${json(good)}\n\`\`\``],
    ['two objects', `${json(good)}${json(good)}`],
    ['an array', json([good])],
    ['null', 'null'],
    ['a string', json(json(good))],
    ['a wrong verdict', json({ ...good, verdict: 'maybe' })],
    ['a wrong kind', json({ ...good, kind: 'agentic' })],
    ['a verdict in capitals', json({ ...good, verdict: 'IN' })],
    ['an extra key', json({ ...good, confidence: 0.9 })],
    ['a planted __proto__', '{"verdict":"in","kind":"agentic-rl","reason":"x","__proto__":{"admin":true}}'],
    ['a missing reason', json({ verdict: 'in', kind: 'agentic-rl' })],
    ['a reason that is not a string', json({ ...good, reason: 42 })],
    ['an empty reason', json({ ...good, reason: ' \n\t ' })],
    ['"in" with an out kind', json({ ...good, kind: 'agent-no-rl' })],
    ['"out" with the in kind', json({ ...good, verdict: 'out' })],
  ])('refuses %s', (_name, text) => {
    expect(parseVerdict(text)).toBeUndefined();
  });

  it('cleans the reason: trimmed, control and bidi characters gone, one line', () => {
    const verdict = parseVerdict(json({ ...good, reason: '  Multi-turn\u0000 RL\n\tfor\u202E web\u200B agents. \u0007 ' }));
    expect(verdict?.reason).toBe('Multi-turn RL for web agents.');
  });

  it('cuts a long reason to REASON_MAX characters, never half a surrogate pair', () => {
    const reason = parseVerdict(json({ ...good, reason: 'a'.repeat(REASON_MAX - 2) + '😀'.repeat(10) }))?.reason ?? '';
    expect(reason.length).toBeLessThanOrEqual(REASON_MAX);
    expect(reason.endsWith('…')).toBe(true);
    expect(reason).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    expect(cleanReason('short')).toBe('short');
  });
});

describe('unparsedAnswer', () => {
  it.each([
    "I can't help with that.",
    'I’m sorry, but I cannot assist with that request.',
    'Sorry, I won’t do that.',
    'I am unable to comply.',
  ])('calls %j a refusal', (text) => {
    expect(unparsedAnswer(text).kind).toBe('refused');
  });

  it.each(['', '{"verdict":', 'The paper is in.', 'Icannot parse'])('calls %j garbage', (text) => {
    expect(unparsedAnswer(text).kind).toBe('garbage');
  });
});
