/** An arXiv PDF open in a tab of the test's Firefox: Firefox's own viewer shows it, where no page script runs. */
import type { Page } from 'puppeteer-core';
import { type FirefoxWithExtension, servePages } from './firefox';

export const PDF_ID = '2604.27955';
export const PDF = `https://arxiv.org/pdf/${PDF_ID}v1`;
/** The smallest file Firefox takes for a PDF: its viewer opens, and the tab's URL is the paper's. */
const PDF_BODY = '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF';

/** Opens the paper's PDF in a new tab. */
export async function openPdfTab(firefox: FirefoxWithExtension): Promise<Page> {
  const pdf = await firefox.browser.newPage();
  await servePages(pdf, { [PDF]: { contentType: 'application/pdf', body: PDF_BODY } });
  await pdf.goto(PDF);
  return pdf;
}
