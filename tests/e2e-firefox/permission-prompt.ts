/**
 * Firefox's prompt for an optional permission (permissions.request), answered as the user answers it: its Allow or
 * Don't allow button clicked in the browser's window (through firefox.inBrowserWindow; BiDi can't reach the prompt).
 */
import type { FirefoxWithExtension } from './firefox';

/**
 * Waits for the prompt to show over the selected tab, then presses `answer` on it; resolves to the prompt's lines (who
 * asks, then each permission asked for), or throws when no prompt showed.
 */
export async function answerPermissionPrompt(firefox: FirefoxWithExtension, answer: 'allow' | 'deny'): Promise<string> {
  const text = await firefox.inBrowserWindow<string | null>(
    `const [answer] = arguments;
     const window = Services.wm.getMostRecentWindow('navigator:browser');
     const shown = () => {
       const prompt = window.document.getElementById('addon-webext-permissions-notification');
       return prompt && window.PopupNotifications.panel.state === 'open' && !prompt.hidden ? prompt : null;
     };
     return new Promise((resolve) => {
       const started = Date.now();
       const look = () => {
         const prompt = shown();
         if (prompt) {
           const said = [prompt.querySelector('.popup-notification-description'), ...prompt.querySelectorAll('li')]
             .map((line) => line?.textContent.replace(/\\s+/g, ' ').trim())
             .filter(Boolean)
             .join('\\n');
           prompt.querySelector(answer === 'allow' ? '.popup-notification-primary-button' : '.popup-notification-secondary-button').click();
           resolve(said);
         } else if (Date.now() - started > 10000) resolve(null);
         else window.setTimeout(look, 50);
       };
       look();
     });`,
    [answer],
  );
  if (text === null) throw new Error('Firefox showed no permission prompt within 10 s.');
  return text;
}
