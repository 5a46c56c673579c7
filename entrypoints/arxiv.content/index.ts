import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { createSaveButton } from '../../components/save-button';
import { parseArxivUrl } from '../../lib/arxiv/id';
import { isSavedChangedEvent, sendRequest } from '../../lib/messaging-client';
import { arxivAbs } from '../../lib/sites/arxiv-abs';

export default defineContentScript({
  matches: ['*://arxiv.org/abs/*', '*://www.arxiv.org/abs/*', '*://export.arxiv.org/abs/*', '*://browse.arxiv.org/abs/*'],
  runAt: 'document_end',
  main(ctx) {
    const url = new URL(location.href);
    if (arxivAbs.detect(document, url) !== 'paper') return;
    const id = parseArxivUrl(url.href);
    if (!id.ok) return;
    const paperId = id.value.id;

    let saved = false;
    let busy = false;
    const control = createSaveButton(document, () => void toggle());
    const render = (message?: string) => control.render(busy ? 'saving' : saved ? 'saved' : 'unsaved', message);

    async function toggle() {
      // A second click while the first is on its way does nothing; the store is idempotent besides.
      if (busy) return;
      busy = true;
      render();
      let message = '';
      if (saved) {
        const reply = await sendRequest({ type: 'paper/unsave', paperId });
        if (reply.ok) saved = false;
        message = reply.ok ? 'Removed from RL for LLM Agents.' : reply.error.message;
      } else {
        const draft = arxivAbs.extract(document, url);
        const reply = draft
          ? await sendRequest({ type: 'paper/save', draft, site: arxivAbs.id, pageUrl: url.href })
          : ({ ok: false, error: { code: 'rejected', message: 'This page has no paper metadata to save.' } } as const);
        if (reply.ok) saved = true;
        message = reply.ok ? 'Saved to RL for LLM Agents.' : reply.error.message;
      }
      busy = false;
      render(message);
    }

    // The control sits right under the title, where the eye already is.
    const title = document.querySelector('h1.title');
    if (title) title.after(control.host);
    else document.body.prepend(control.host);
    ctx.onInvalidated(() => control.host.remove());

    const onMessage = (message: unknown) => {
      if (isSavedChangedEvent(message) && message.paperIds.includes(paperId) && !busy && saved !== message.saved) {
        saved = message.saved;
        render();
      }
    };
    browser.runtime.onMessage.addListener(onMessage);
    ctx.onInvalidated(() => browser.runtime.onMessage.removeListener(onMessage));

    void sendRequest({ type: 'paper/status', paperIds: [paperId] }).then((reply) => {
      if (reply.ok && !busy) {
        saved = reply.data.saved.includes(paperId);
        render();
      }
    });
  },
});
