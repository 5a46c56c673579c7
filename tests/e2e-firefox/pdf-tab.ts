/** A paper's PDF open in a tab of the test's Firefox: Firefox's own viewer shows it, where no page script runs. */
import { expect } from '@playwright/test';
import type { Page } from 'puppeteer-core';
import { showTab } from './extension-api';
import { type FirefoxWithExtension, servePages } from './firefox';
import { openToolbarPopup, pressInToolbarPopup, toolbarPopup } from './toolbar-popup';

export const PDF_ID = '2604.27955';
export const PDF = `https://arxiv.org/pdf/${PDF_ID}v1`;
/** The smallest file Firefox takes for a PDF: its viewer opens, and the tab's URL is the paper's. */
const PDF_BODY = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

/** Opens the paper's PDF (an arXiv one unless told) in a new tab. */
export async function openPdfTab(firefox: FirefoxWithExtension, url = PDF): Promise<Page> {
  const pdf = await firefox.browser.newPage();
  await servePages(pdf, { [url]: { contentType: 'application/pdf', body: PDF_BODY } });
  await pdf.goto(url);
  return pdf;
}

/**
 * Brings the PDF tab at `url` to the front and presses "Save this paper" in the toolbar popup opened over it, as the
 * user does; returns the extension page the popup was driven from.
 */
export async function savePdfTabFromToolbarPopup(firefox: FirefoxWithExtension, url = PDF): Promise<Page> {
  const options = await firefox.openExtensionPage('options.html');
  await showTab(options, url);
  await openToolbarPopup(options);
  await expect.poll(async () => (await toolbarPopup(options))?.buttons).toContain('Save this paper');
  await pressInToolbarPopup(options, 'Save this paper');
  return options;
}
