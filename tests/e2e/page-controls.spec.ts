/**
 * The save controls act for the user only: a page script can reach them (the control's shadow root is open, the
 * listing toggles are plain buttons in the page), but every click or key press it forges is ignored.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { listingPage } from '../fixtures/pages/arxiv-listing';
import { generatedPapers } from '../fixtures/papers/generated';
import { expect, fixturePage, sendFromPage, test } from './extension';

const ID = '2604.27955';
const ABS = `https://arxiv.org/abs/${ID}`;

/** Which element the page script attacks, and whose state shows whether the attack did anything. */
type Target = { shadow: 'button.save' | 'button.undo' } | { toggle: number };

/**
 * Runs in the page's main world, as any script of the site could: every way to fake a click or a key press on the
 * target. A control that accepted one would be busy (or flipped) at once, before the dispatch returns — the save or
 * removal is sent synchronously — so reading its state right after each attempt needs no waiting. Returns the
 * attempts that changed it.
 */
function forge(page: Page, target: Target): Promise<string[]> {
  return page.evaluate((target) => {
    const host = document.querySelector<HTMLElement>('agent-rl-radar-save');
    const toggles = document.querySelectorAll<HTMLButtonElement>('button.agent-rl-radar-toggle');
    const element = 'shadow' in target ? host?.shadowRoot?.querySelector<HTMLButtonElement>(target.shadow) : toggles[target.toggle];
    const watched = 'shadow' in target ? host?.shadowRoot?.querySelector('button.save') : element;
    if (!element || !watched) throw new Error('control not found');
    const state = () => `${watched.getAttribute('aria-pressed')}/${watched.getAttribute('aria-busy')}`;
    const key = (type: string, key: string) =>
      element.dispatchEvent(
        new KeyboardEvent(type, { key, code: key === ' ' ? 'Space' : key, keyCode: key === ' ' ? 32 : 13, bubbles: true, composed: true }),
      );
    const attempts: Record<string, () => void> = {
      'element.click()': () => element.click(),
      'dispatch MouseEvent click': () =>
        element.dispatchEvent(
          new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, detail: 1, clientX: 5, clientY: 5 }),
        ),
      'dispatch PointerEvent click': () =>
        element.dispatchEvent(new PointerEvent('click', { bubbles: true, composed: true, cancelable: true, pointerType: 'mouse' })),
      'dispatch Event click': () => element.dispatchEvent(new Event('click', { bubbles: true, composed: true })),
      'mousedown, mouseup, click': () => {
        for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click']) {
          element.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, cancelable: true }));
        }
      },
      'focus, then Enter keydown/keypress/keyup': () => {
        element.focus();
        for (const type of ['keydown', 'keypress', 'keyup']) key(type, 'Enter');
      },
      'focus, then Space keydown/keyup': () => {
        element.focus();
        for (const type of ['keydown', 'keyup']) key(type, ' ');
      },
      'click on the shadow host': () => host?.click(),
    };
    if (!('shadow' in target)) {
      // A label forwards its activation to the control inside it; a forged click on the label must stay forged.
      attempts['wrap in a <label>, click the label'] = () => {
        const label = document.createElement('label');
        element.replaceWith(label);
        label.append(element);
        label.click();
        label.replaceWith(element);
      };
    }
    const changed: string[] = [];
    for (const [name, attempt] of Object.entries(attempts)) {
      const before = state();
      attempt();
      if (state() !== before) changed.push(`${name}: ${before} → ${state()}`);
    }
    return changed;
  }, target);
}

/** A three-entry listing with its toggles in, and the first two papers and their toggles. */
async function openThreeEntryListing(context: BrowserContext, servePage: (url: string, body: string) => Promise<void>) {
  const papers = generatedPapers(3);
  const [first, second] = papers;
  if (!first || !second) throw new Error('stream data missing');
  await servePage('https://arxiv.org/list/cs.LG/new', listingPage(papers));
  const page = await context.newPage();
  await page.goto('https://arxiv.org/list/cs.LG/new');
  await expect(page.getByRole('button', { name: /^Save: / })).toHaveCount(3);
  const firstToggle = page.getByRole('button', { name: `Save: ${first.title}` });
  const secondToggle = page.getByRole('button', { name: `Save: ${second.title}` });
  return { page, first, second, firstToggle, secondToggle };
}

async function savedOf(page: Page, paperIds: string[]): Promise<unknown> {
  const reply = await sendFromPage(page, { type: 'paper/status', paperIds });
  return reply.ok ? reply.data.saved : reply;
}

test('an abs page: forged clicks and keys neither save, remove nor undo; real ones do', async ({ context, servePage, openPopup }) => {
  await servePage(ABS, fixturePage(`arxiv-abs-${ID}.html`));
  const page = await context.newPage();
  await page.goto(ABS);
  const save = page.getByRole('button', { name: 'Save to RL for LLM Agents' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  // The host's real name, and its root open: the page can find the control, which is what the attacks rely on.
  expect(await page.evaluate(() => document.querySelector('agent-rl-radar-save')?.shadowRoot?.mode)).toBe('open');

  expect(await forge(page, { shadow: 'button.save' })).toEqual([]);
  const popup = await openPopup();
  expect(await savedOf(popup, [ID])).toEqual([]);

  // A real key press is the user's: it saves.
  await save.press('Enter');
  const saved = page.getByRole('button', { name: 'Saved' });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');

  expect(await forge(page, { shadow: 'button.save' })).toEqual([]);
  expect(await savedOf(popup, [ID])).toEqual([ID]);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  // Removed by a real click, the paper can't be brought back by a forged click on Undo.
  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('status')).toHaveText('Removed from RL for LLM Agents.');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeVisible();
  expect(await forge(page, { shadow: 'button.undo' })).toEqual([]);
  expect(await savedOf(popup, [ID])).toEqual([]);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  expect(await savedOf(popup, [ID])).toEqual([ID]);
});

test('a listing: forged clicks and keys on a toggle change nothing; real clicks and keys on others save', async ({
  context,
  servePage,
  openPopup,
}) => {
  const papers = generatedPapers(5);
  const [first, second, third] = papers;
  if (!first || !second || !third) throw new Error('stream data missing');
  await servePage('https://arxiv.org/list/cs.LG/new', listingPage(papers));
  const page = await context.newPage();
  await page.goto('https://arxiv.org/list/cs.LG/new');
  const toggles = page.getByRole('button', { name: /^Save: / });
  await expect(toggles).toHaveCount(5);
  const firstToggle = page.getByRole('button', { name: `Save: ${first.title}` });
  const secondToggle = page.getByRole('button', { name: `Save: ${second.title}` });
  const thirdToggle = page.getByRole('button', { name: `Save: ${third.title}` });

  expect(await forge(page, { toggle: 0 })).toEqual([]);
  // A real click on another toggle, waited for: had a forged click gone through, its save went out before this one.
  await secondToggle.click();
  await expect(secondToggle).toHaveAttribute('aria-pressed', 'true');
  const popup = await openPopup();
  await expect(popup.getByRole('listbox', { name: 'Saved papers' }).getByRole('option')).toHaveCount(1);
  expect(await savedOf(popup, [first.id, second.id])).toEqual([second.id]);
  await expect(firstToggle).toHaveAttribute('aria-pressed', 'false');

  // Saved by the user, the first toggle can't be un-saved by the page either.
  await firstToggle.click();
  await expect(firstToggle).toHaveAttribute('aria-pressed', 'true');
  expect(await forge(page, { toggle: 0 })).toEqual([]);
  await thirdToggle.press('Space');
  await expect(thirdToggle).toHaveAttribute('aria-pressed', 'true');
  expect(await savedOf(popup, [first.id, second.id, third.id])).toEqual(expect.arrayContaining([first.id, second.id, third.id]));
  await expect(firstToggle).toHaveAttribute('aria-pressed', 'true');
});

test('a listing: a real click on a label the page wrapped around a toggle, away from it, does not save it', async ({
  context,
  servePage,
  openPopup,
}) => {
  const { page, first, second, firstToggle, secondToggle } = await openThreeEntryListing(context, servePage);

  // The page's own script: a label as wide as the page around the first toggle, which hands it every click on the
  // label's text as the user's own.
  await page.evaluate(() => {
    const toggle = document.querySelector('button.agent-rl-radar-toggle');
    if (!toggle) throw new Error('no toggle');
    const label = document.createElement('label');
    label.textContent = 'Click anywhere to continue';
    label.style.cssText = 'display: block; padding: 40px; font-size: 30px';
    toggle.replaceWith(label);
    label.append(toggle);
  });
  await page.getByText('Click anywhere to continue').click({ position: { x: 10, y: 10 } });
  // A toggle that took the click turns busy before the click's dispatch returns.
  await expect(firstToggle).toHaveAttribute('aria-pressed', 'false');
  expect(await firstToggle.getAttribute('aria-busy')).toBeNull();

  // A real click on another toggle, waited for: had the lured click gone through, its save went out first.
  await secondToggle.click();
  await expect(secondToggle).toHaveAttribute('aria-pressed', 'true');
  const popup = await openPopup();
  expect(await savedOf(popup, [first.id, second.id])).toEqual([second.id]);
  // The user's own click on the toggle itself, inside the label, still saves it.
  await firstToggle.click();
  await expect(firstToggle).toHaveAttribute('aria-pressed', 'true');
});

test('a listing: Enter in a field whose page script moves focus onto a toggle does not save it; Enter on the toggle does', async ({
  context,
  servePage,
  openPopup,
}) => {
  const { page, first, second, firstToggle, secondToggle } = await openThreeEntryListing(context, servePage);

  // The page's own script: a search field whose Enter it turns into a focus on the first toggle, so the browser's
  // click for that Enter lands there, trusted.
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Search');
    document.body.prepend(field);
    field.addEventListener('keydown', (event) => {
      if (event.key === 'Enter') document.querySelector<HTMLButtonElement>('button.agent-rl-radar-toggle')?.focus();
    });
  });
  await page.getByRole('textbox', { name: 'Search' }).press('Enter');
  // A toggle that took the click turns busy before the click's dispatch returns.
  await expect(firstToggle).toBeFocused();
  await expect(firstToggle).toHaveAttribute('aria-pressed', 'false');
  expect(await firstToggle.getAttribute('aria-busy')).toBeNull();

  // The user's own Enter on a toggle saves it, waited for: had the stolen one gone through, its save went out first.
  await secondToggle.press('Enter');
  await expect(secondToggle).toHaveAttribute('aria-pressed', 'true');
  const popup = await openPopup();
  expect(await savedOf(popup, [first.id, second.id])).toEqual([second.id]);
  await firstToggle.press('Enter');
  await expect(firstToggle).toHaveAttribute('aria-pressed', 'true');
});

test('an abs page: Enter in a field whose page script moves focus onto the control does not save; Enter on it does', async ({
  context,
  servePage,
  openPopup,
}) => {
  await servePage(ABS, fixturePage(`arxiv-abs-${ID}.html`));
  const page = await context.newPage();
  await page.goto(ABS);
  const save = page.getByRole('button', { name: 'Save to RL for LLM Agents' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await page.evaluate(() => {
    const field = document.createElement('input');
    field.setAttribute('aria-label', 'Lure field');
    document.body.prepend(field);
    field.addEventListener('keydown', (event) => {
      if (event.key === 'Enter')
        document.querySelector('agent-rl-radar-save')?.shadowRoot?.querySelector<HTMLButtonElement>('button.save')?.focus();
    });
  });
  await page.getByRole('textbox', { name: 'Lure field' }).press('Enter');
  await expect(save).toBeFocused();
  // A control that took the click is marked busy (and later not) before the click's dispatch returns: it never was.
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  expect(await save.getAttribute('aria-busy')).toBeNull();
  const popup = await openPopup();
  expect(await savedOf(popup, [ID])).toEqual([]);
  await save.press('Enter');
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
});
