import { describe, expect, it } from 'vitest';
import { sitePageOf, sitePaperFromUrl } from '../../../lib/sites/site-paper';

describe('papers named by an address on the sites we decorate', () => {
  it.each([
    ['https://openreview.net/forum?id=VTF8yNQM66&noteId=abc12', 'openreview:VTF8yNQM66', 'https://openreview.net/forum?id=VTF8yNQM66'],
    ['https://openreview.net/pdf?id=VTF8yNQM66', 'openreview:VTF8yNQM66', 'https://openreview.net/forum?id=VTF8yNQM66'],
    ['https://aclanthology.org/2024.acl-long.1.pdf', 'acl:2024.acl-long.1', 'https://aclanthology.org/2024.acl-long.1/'],
    ['https://aclanthology.org/P19-1001', 'acl:P19-1001', 'https://aclanthology.org/P19-1001/'],
    ['https://www.aclweb.org/anthology/D18-1002.pdf', 'acl:D18-1002', 'https://aclanthology.org/D18-1002/'],
    // A revised PDF is the paper's; the old home without `www.`, and its older paths by venue and year.
    ['https://aclanthology.org/2020.acl-main.1v2.pdf', 'acl:2020.acl-main.1', 'https://aclanthology.org/2020.acl-main.1/'],
    ['https://aclanthology.org/P19-1001v2.pdf', 'acl:P19-1001', 'https://aclanthology.org/P19-1001/'],
    ['http://aclweb.org/anthology/P18-1001', 'acl:P18-1001', 'https://aclanthology.org/P18-1001/'],
    ['https://www.aclweb.org/anthology/P/P17/P17-1001.pdf', 'acl:P17-1001', 'https://aclanthology.org/P17-1001/'],
    ['https://aclanthology.org/2020.nlpcovid19-acl.1/', 'acl:2020.nlpcovid19-acl.1', 'https://aclanthology.org/2020.nlpcovid19-acl.1/'],
    ['http://proceedings.mlr.press/v202/doe23b/doe23b.pdf', 'pmlr:v202/doe23b', 'https://proceedings.mlr.press/v202/doe23b.html'],
    ['https://proceedings.mlr.press/v235/shani24a.html', 'pmlr:v235/shani24a', 'https://proceedings.mlr.press/v235/shani24a.html'],
    // Older volumes' PDFs sit beside the page, and JMLR's Workshop and Conference Proceedings, PMLR before it, in many .bib files.
    ['http://proceedings.mlr.press/v37/ioffe15.pdf', 'pmlr:v37/ioffe15', 'https://proceedings.mlr.press/v37/ioffe15.html'],
    ['http://jmlr.org/proceedings/papers/v37/ioffe15.pdf', 'pmlr:v37/ioffe15', 'https://proceedings.mlr.press/v37/ioffe15.html'],
    ['http://www.jmlr.org/proceedings/papers/v32/silver14.html', 'pmlr:v32/silver14', 'https://proceedings.mlr.press/v32/silver14.html'],
    [
      'https://papers.nips.cc/paper/2017/file/3f5ee243547dee91fbd053c1c4a845aa-Paper.pdf',
      'neurips:3f5ee243547dee91fbd053c1c4a845aa',
      'https://papers.nips.cc/paper/2017/hash/3f5ee243547dee91fbd053c1c4a845aa-Abstract.html',
    ],
    [
      'https://proceedings.neurips.cc/paper_files/paper/2024/file/0123456789abcdef0123456789abcdef-Paper-Datasets_and_Benchmarks_Track.pdf',
      'neurips:0123456789abcdef0123456789abcdef',
      'https://proceedings.neurips.cc/paper_files/paper/2024/hash/0123456789abcdef0123456789abcdef-Abstract-Datasets_and_Benchmarks_Track.html',
    ],
    [
      'https://www.semanticscholar.org/paper/Proximal-Policy/dce6f9d4017b1785979e7520fd0834ef8cf02f4b',
      's2:dce6f9d4017b1785979e7520fd0834ef8cf02f4b',
      'https://www.semanticscholar.org/paper/dce6f9d4017b1785979e7520fd0834ef8cf02f4b',
    ],
  ])('%s is %s, shown at its page', (address, siteKey, absUrl) => {
    expect(sitePaperFromUrl(address)).toEqual({ siteKey, absUrl });
  });

  it.each([
    'https://openreview.net/group?id=ICLR.cc/2025/Conference',
    'https://openreview.net/forum?id=a%20b',
    'https://aclanthology.org/events/acl-2024/',
    // A whole volume (many papers cite its PDF), and a paper's other files.
    'https://aclanthology.org/2024.acl-long.pdf',
    'https://aclanthology.org/P19-1.pdf',
    'https://www.aclweb.org/anthology/W19-53.pdf',
    'https://aclanthology.org/2024.acl-long.1.bib',
    'https://aclanthology.org/2024.acl-long.1.mp4',
    'https://proceedings.mlr.press/v235/',
    'http://proceedings.mlr.press/v37/ioffe15-supp.pdf',
    'https://proceedings.mlr.press/v235/shani24a/shani24a-supp.pdf',
    'https://jmlr.org/papers/v21/20-074.html',
    'https://api.semanticscholar.org/CorpusID:258762525',
    'https://example.org/forum?id=VTF8yNQM66',
    'ftp://openreview.net/forum?id=VTF8yNQM66',
    'not an address',
  ])('names no paper: %s', (address) => {
    expect(sitePaperFromUrl(address)).toBeUndefined();
  });

  it('gives the page of a paper saved by key alone, and no link from a key the site would not give', () => {
    expect(sitePageOf('openreview:VTF8yNQM66')).toBe('https://openreview.net/forum?id=VTF8yNQM66');
    expect(sitePageOf('acl:2024.acl-long.1')).toBe('https://aclanthology.org/2024.acl-long.1/');
    expect(sitePageOf('pmlr:v235/shani24a')).toBe('https://proceedings.mlr.press/v235/shani24a.html');
    expect(sitePageOf('s2:dce6f9d4017b1785979e7520fd0834ef8cf02f4b')).toBe(
      'https://www.semanticscholar.org/paper/dce6f9d4017b1785979e7520fd0834ef8cf02f4b',
    );
    // A crafted backup's keys: another query, another path, another host.
    expect(sitePageOf('openreview:VTF8yNQM66&next=https://evil.example')).toBeUndefined();
    expect(sitePageOf('acl:2024.acl-long.1/../../evil')).toBeUndefined();
    expect(sitePageOf('pmlr:@evil.example/x')).toBeUndefined();
    // Keys whose page the key alone can't name, and ids that are no site key.
    expect(sitePageOf('neurips:0123456789abcdef0123456789abcdef')).toBeUndefined();
    expect(sitePageOf('web:example.org/paper')).toBeUndefined();
    expect(sitePageOf('2604.27955')).toBeUndefined();
    expect(sitePageOf('doi:10.1234/x')).toBeUndefined();
  });
});
