/**
 * Finding elements as assistive technology sees them: by role and exact accessible name, from Firefox's own
 * accessibility tree (puppeteer's `::-p-aria` selector is BiDi's accessibility locator). One query per call, no
 * waiting: tests poll these with `expect.poll`, because puppeteer's own waitForSelector polls on animation frames,
 * which headless Firefox sometimes does not run for seconds.
 */
import type { ElementHandle, Page } from 'puppeteer-core';

type Scope = Page | ElementHandle<Node>;

// The locator only yields elements (what has a role), though puppeteer types its results as any node.

/** The first element with this role (and exact accessible name, when given) in `scope`, or null. */
export async function byRole(scope: Scope, role: string, name?: string): Promise<ElementHandle<Element> | null> {
  if (`${role}${name ?? ''}`.includes('"')) throw new Error('Role and name must not contain a double quote.');
  return (await scope.$(`::-p-aria([role="${role}"]${name === undefined ? '' : `[name="${name}"]`})`)) as ElementHandle<Element> | null;
}

/** Every element with this role in `scope`. */
export async function allByRole(scope: Scope, role: string): Promise<ElementHandle<Element>[]> {
  return (await scope.$$(`::-p-aria([role="${role}"])`)) as ElementHandle<Element>[];
}

/**
 * The open shadow root of the first element matching `hostSelector`, or null. The accessibility locator does not
 * descend into shadow roots from the document, so controls inside one are looked up from their root.
 */
export async function shadowRoot(page: Page, hostSelector: string): Promise<ElementHandle<Node> | null> {
  const handle = await page.evaluateHandle((selector) => document.querySelector(selector)?.shadowRoot ?? null, hostSelector);
  return handle.asElement();
}

/** An attribute of the element, or null when the element is missing. */
export async function attribute(element: ElementHandle<Element> | null, name: string): Promise<string | null> {
  return element ? element.evaluate((node, attr) => node.getAttribute(attr), name) : null;
}
