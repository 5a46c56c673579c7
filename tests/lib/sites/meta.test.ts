// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { MAX_DRAFT_ITEMS } from '../../../lib/messaging/limits';
import { displayName, metaContent, metaContents, subjectCategories, textWithoutDescriptor } from '../../../lib/sites/meta';
import { loadPage } from './load-page';

const doc = loadPage(`<html><head>
  <meta name="citation_title" content="  ">
  <meta name="citation_title" content="The real title">
  <meta name="citation_author" content="Hu, Junan">
  <meta name="citation_author" content="">
  <meta name="citation_author" content="Song Guo">
</head><body><blockquote id="abstract"><span class="descriptor">Abstract:</span> We survey <em>GUI</em> agents.</blockquote></body></html>`);

describe('reading meta tags', () => {
  it('takes the first tag with content, skipping blank ones', () => {
    expect(metaContent(doc, 'citation_title')).toBe('The real title');
    expect(metaContent(doc, 'citation_doi')).toBeUndefined();
  });

  it('reads every tag of a name in page order, blanks left out', () => {
    expect(metaContents(doc, 'citation_author')).toEqual(['Hu, Junan', 'Song Guo']);
    expect(metaContents(doc, 'citation_keywords')).toEqual([]);
  });

  it('reads no more of a repeated tag than a draft keeps, however many the page has', () => {
    const flooded = loadPage(`<html><head>${'<meta name="citation_author" content="A">'.repeat(MAX_DRAFT_ITEMS + 5)}</head></html>`);
    expect(metaContents(flooded, 'citation_author')).toHaveLength(MAX_DRAFT_ITEMS);
  });
});

describe('displayName', () => {
  it('turns Highwire’s "Last, First" into "First Last" and keeps other names as given', () => {
    expect(displayName('Hu, Junan')).toBe('Junan Hu');
    expect(displayName(' Song Guo ')).toBe('Song Guo');
    expect(displayName('Plato,')).toBe('Plato');
    // A suffix between the family and the given names ends the name, as arXiv writes it, not before the given names.
    expect(displayName('Heath, Jr., Robert W.')).toBe('Robert W. Heath Jr.');
    expect(displayName('King, III, Martin L.')).toBe('Martin L. King III');
  });
});

describe('subjectCategories', () => {
  it('reads the categories of arXiv’s subjects line', () => {
    expect(subjectCategories('Artificial Intelligence (cs.AI); Machine Learning (cs.LG); High Energy Physics - Theory (hep-th)')).toEqual([
      'cs.AI',
      'cs.LG',
      'hep-th',
    ]);
    expect(subjectCategories(null)).toEqual([]);
  });
});

describe('textWithoutDescriptor', () => {
  it('reads an element’s text without its "Abstract:" label', () => {
    expect(textWithoutDescriptor(doc.querySelector('#abstract'))?.trim()).toBe('We survey GUI agents.');
    expect(textWithoutDescriptor(null)).toBeUndefined();
  });
});
