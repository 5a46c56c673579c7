import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { radarDb } from '../../lib/db';
import { dispatch } from '../../lib/messages';
import { paperHandlers } from './save';

export default defineBackground({
  type: 'module',
  main() {
    const handlers = paperHandlers(radarDb());
    browser.runtime.onMessage.addListener((message: unknown, sender) => {
      // Only our own content scripts and pages may talk to the store.
      if (sender.id !== browser.runtime.id) return undefined;
      return dispatch(message, handlers);
    });
  },
});
