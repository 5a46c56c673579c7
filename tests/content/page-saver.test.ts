// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://arxiv.org/abs/2604.27955" }
/**
 * The abs page's script: one save control however often the background injects the script into the page (a tab can
 * report "complete" more than once, and the worker's start-up sweep can find the page too), and the topic's verdict
 * under the control.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { runPageSaver } from '../../content/page-saver';
import { ARXIV_PAGE_SITES } from '../../lib/sites';

let sent: { type: string; entries?: { id: string; title: string; abstract?: string }[] }[];

beforeEach(() => {
  fakeBrowser.reset();
  sent = [];
  const html = readFileSync(resolve('tests/fixtures/pages/arxiv-abs-2604.27955.html'), 'utf8');
  document.documentElement.innerHTML = html.replace(/^[\s\S]*?<html[^>]*>|<\/html>\s*$|<link [^>]*>/g, '');
  const reply = async (message: (typeof sent)[number]) => {
    sent.push(message);
    const verdicts = [
      { id: '2604.27955', mark: 'in', tags: ['Web, GUI & Computer-Use Agents'], reasons: ['GUI agents'], titleOnly: false },
    ];
    return { ok: true, data: { saved: [], verdicts } };
  };
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(reply as never);
});

const controls = () => document.querySelectorAll('agent-rl-radar-save');
const verdictLine = () => controls()[0]?.shadowRoot?.querySelector('.verdict');

describe('the abs page’s script', () => {
  it('mounts one control when injected twice, and says the verdict under it', async () => {
    runPageSaver(ARXIV_PAGE_SITES);
    runPageSaver(ARXIV_PAGE_SITES);
    expect(controls()).toHaveLength(1);
    await vi.waitFor(() => expect(verdictLine()?.textContent).toContain('In RL for LLM Agents · Web, GUI & Computer-Use Agents'));
    // One question to the background, with what the classifier reads: the title and the abstract the page shows.
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ type: 'page/verdicts', site: 'arxiv-abs' });
    expect(sent[0]?.entries?.[0]).toMatchObject({
      id: '2604.27955',
      title: 'GUI Agents with Reinforcement Learning: Toward Digital Inhabitants',
    });
    expect(sent[0]?.entries?.[0]?.abstract).toMatch(/^Graphical User Interface \(GUI\) agents/);
    expect(controls()).toHaveLength(1);
  });
});
