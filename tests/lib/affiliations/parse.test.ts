import { readFileSync } from 'node:fs';
import { Parser } from 'htmlparser2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ParsedAuthors, parseLatexmlAuthors } from '../../../lib/affiliations/parse';

const fixture = (name: string) => readFileSync(`tests/fixtures/latexml/${name}.html`, 'utf8');
/** A LaTeXML page around an author block, as arXiv serves it (title, block, abstract, body). */
const page = (block: string, before = '') =>
  `<!DOCTYPE html><html lang="en"><head><title>T</title></head><body><div class="ltx_page_main"><article class="ltx_document">${before}` +
  `<h1 class="ltx_title ltx_title_document">T</h1>\n<div class="ltx_authors">\n${block}</div>\n` +
  '<div class="ltx_abstract"><h6 class="ltx_title ltx_title_abstract">Abstract</h6><p class="ltx_p">Text, University of Nowhere.</p></div>' +
  '<section class="ltx_section" id="S1"><div class="ltx_para"><p class="ltx_p">Body.</p></div></section></article></div></body></html>';
const creator = (personname: string, notes = '') =>
  `<span class="ltx_creator ltx_role_author"><span class="ltx_personname">${personname}\n</span>${notes}</span>\n<span class="ltx_author_before">  </span>`;
const notes = (...contacts: string[]) =>
  `<span class="ltx_author_notes"><span class="ltx_author_notes_content">\n${contacts.join('\n')}</span></span>`;
const affiliation = (text: string, role = 'affiliation') =>
  `<span class="ltx_contact ltx_role_${role}"><span class="ltx_contact_name">Affiliation:&nbsp;</span>${text}\n</span>`;
/** Authors in order with their institutions; the paper's are theirs de-duplicated, then `extra`. */
function expected(authors: [string, ...string[]][], extra: string[] = []): ParsedAuthors {
  const list = authors.map(([name, ...affiliations]) => ({ name, affiliations }));
  return { authors: list, affiliations: [...new Set([...list.flatMap((a) => a.affiliations), ...extra])] };
}
const contacts = (...texts: string[]) => notes(...texts.map((text) => affiliation(text)));
const reads = (block: string, authors: [string, ...string[]][]) => expect(parseLatexmlAuthors(page(block))).toEqual(expected(authors));

const MIT = 'EECS, MIT, Cambridge MA, USA';
const RUC = 'Renmin University of China, Beijing, China';
const XHS = 'Xiaohongshu Inc., Shanghai, China';
const TRENTO = 'Department of Physics, University of Trento, Italy';
const BUAA = 'Beihang University';
const BUPT = 'Beijing University of Posts and Telecommunications';
const IBM = 'IBM Research, Yorktown Heights, NY, USA';
const NASA = 'NASA Goddard Space Flight Center, Greenbelt, MD, USA';
const TORONTO = 'Department of Computer Science, University of Toronto';

/** One page per form LaTeXML produces (tests/fixtures/SOURCES.md), with what it should give. */
const FORMS: Record<string, ParsedAuthors> = {
  plain: expected([
    ['Maria Garcia', 'Department of Computer Science, Stanford University, Stanford, CA 94305'],
    ['Wei Chen', 'Google DeepMind, London, UK'],
    ['Li Wei', 'Peking University, Beijing, China'],
    ['Zhang Min', 'Peking University, Beijing, China'],
  ]),
  thanks: expected([
    ['Kevin Zhang', MIT],
    ['Priya Natarajan', 'Department of Statistics, University of Oxford, Oxford, UK'],
    ['Tomás Ruiz'],
  ]),
  acmart: expected([
    ['Yiqun Chen', RUC],
    ['Wei Yang', XHS],
    ['Erhan Zhang', 'Gaoling School of Artificial Intelligence, Renmin University of China, Beijing, China', XHS],
  ]),
  revtex: expected([
    ['Anna Rossi', TRENTO],
    ['Marco Bianchi', 'INFN-TIFPA, Trento, Italy', TRENTO],
    ['Sara Conti', 'Istituto Italiano di Tecnologia, Genova, Italy'],
  ]),
  llncs: expected([
    ['Jonas Weber', 'Technical University of Munich, Munich, Germany'],
    ['Emily Clarke', 'University of Cambridge, Cambridge, UK'],
    ['Ahmed Hassan'],
  ]),
  institutetext: expected([
    ['Otto Salo', 'Spectral Labs'],
    ['Jerry Lind', 'Spectral Labs'],
    ['Valtteri Koski', 'Spectral Labs', 'ETH Zurich'],
    ['Pekka Rantala', 'University of Oulu'],
    ['Esa Niemi', 'Aalto University', 'Tampere University'],
  ]),
  authblk: expected(
    [
      ['Hannah Becker', 'Max Planck Institute for Intelligent Systems, Tübingen, Germany'],
      ['Luis Moreno', 'Universidad de Chile, Santiago, Chile'],
      ['Chen Jie'],
    ],
    ['Shanghai AI Laboratory, Shanghai, China'],
  ),
  neurips: expected([
    ['Ashley Brown', TORONTO],
    ['Omar Haddad', 'Vector Institute'],
    ['Sofia Petrova', 'Mila, Université de Montréal'],
  ]),
  'neurips-notes': expected([
    ['Daniel Okafor', 'Google Brain'],
    ['Mei Lin', 'Google Research'],
    ['Aidan Park', 'University of Toronto'],
    ['Ilya Petrov'],
  ]),
  superscripts: expected([
    ['Bingyu Yan', BUAA],
    ['Xiaoming Zhang', BUAA, BUPT],
    ['Jinyu Hou', 'China Academy of Information and Communications Technology'],
    ['Lina Wu', BUPT],
  ]),
  'superscripts-oneline': expected([
    ['Alice Smith', IBM],
    ['Bob Jones', NASA],
    ['Charlie Brown', IBM, NASA],
  ]),
  failed: expected([['Alice Zhang'], ['Bob Li'], ['Carol Xu', 'Fudan University, Shanghai, China'], ['Dan Wu']]),
};

describe('parseLatexmlAuthors: the template forms', () => {
  it.each(Object.keys(FORMS))('%s', (name) => {
    expect(parseLatexmlAuthors(fixture(name))).toEqual(FORMS[name]);
  });

  it('keeps hostile text as capped plain text', () => {
    const parsed = parseLatexmlAuthors(fixture('hostile'));
    expect(parsed?.authors).toHaveLength(50);
    expect(parsed?.affiliations).toHaveLength(30);
    const [eve, mallory, first] = parsed?.authors ?? [];
    expect(eve?.name).toBe('Eve Mallory');
    expect(eve?.affiliations[0]).toBe('Evil <img src=x onerror=alert(1)> Institute');
    expect(eve?.affiliations[1]).toHaveLength(300);
    expect(eve?.affiliations[1]?.endsWith('…')).toBe(true);
    expect(eve?.affiliations[2]).toBe('&lt;b&gt;Double Encoded University');
    expect(mallory).toEqual({ name: 'MalloryReversed Name', affiliations: ['BidiOverride University'] });
    expect(first).toEqual({ name: 'Author Aa', affiliations: ['University Number 0'] });
    const text = JSON.stringify(parsed);
    const leaks = ['pwned', 'display:none', 'frame text', 'svg text', 'alert(2)', 'alert(3)', 'Injected', '\u202e', '\u200b', '\ue000'];
    expect(leaks.filter((leak) => text.includes(leak))).toEqual([]);
  });
});

describe('parseLatexmlAuthors: shapes seen on arXiv', () => {
  it('reads an amsart \\address', () => {
    const monash = 'School of Mathematics, Monash University, VIC 3800, Australia';
    reads(creator('Kais Hamza', notes(affiliation(monash, 'address'))), [['Kais Hamza', monash]]);
  });

  it('cuts the prose and the e-mail a contact goes on with', () => {
    const toyota = 'Toyota Research Institute, Los Altos, CA, USA. Any opinions, findings, and conclusions are those of the authors.';
    const stanford = 'Stanford University, Stanford, CA, USA. <span class="ltx_text ltx_font_typewriter">author@example.test</span>';
    reads(creator('Andrew Silva', contacts(toyota)) + creator('Dorsa Sadigh', contacts(stanford)), [
      ['Andrew Silva', 'Toyota Research Institute, Los Altos, CA, USA'],
      ['Dorsa Sadigh', 'Stanford University, Stanford, CA, USA'],
    ]);
  });

  it('joins one institution written as several contacts, and keeps two institutions apart', () => {
    const bologna = contacts('Department of Computer Science and Engineering', 'University of Bologna', 'Bologna, 40126, Italy');
    const [jetbrains, bremen] = ['Code Modelling Research, JetBrains Research, Munich, Germany', 'Constructor University, Bremen, Germany'];
    reads(creator('Elena Morotti', bologna) + creator('Egor Shibaev', contacts(jetbrains, bremen)), [
      ['Elena Morotti', 'Department of Computer Science and Engineering, University of Bologna, Bologna, 40126, Italy'],
      ['Egor Shibaev', jetbrains, bremen],
    ]);
  });

  it('gives every name of a comma-separated \\author the shared contact, without the {a,b}@x e-mails', () => {
    const uiuc = 'University of Illinois Urbana-Champaign';
    const contact = contacts(`\n${uiuc}\n<br class="ltx_break">{zichuan7, jiancui3, xjliao}@illinois.edu\n`);
    reads(creator('Zichuan Li,\nJian Cui,\nXiaojing Liao', contact), [
      ['Zichuan Li', uiuc],
      ['Jian Cui', uiuc],
      ['Xiaojing Liao', uiuc],
    ]);
  });

  it('keeps a team name whole and leaves out project links and ORCID logos', () => {
    const orcid = '<a href="https://orcid.org/0000-0002-2843-835X" class="ltx_ref ltx_orcid"><svg><path d="M72,36"></path></svg></a>';
    const [psbc, huawei] = ['Postal Savings Bank of China, Beijing, China', 'Huawei Technologies, Shenzhen, China'];
    const link = contacts('Project Page: <a href="https://x.github.io" class="ltx_ref ltx_url">x.github.io</a>');
    reads(creator(`PSBC &amp; Huawei LLM Team ${orcid}`, contacts(psbc, huawei)) + creator('Dinesh Manocha', link), [
      ['PSBC & Huawei LLM Team', psbc, huawei],
      ['Dinesh Manocha'],
    ]);
  });

  it('reads coloured math marks and a name line written after the first', () => {
    const mark = (letter: string) =>
      `<math alttext="\\hskip 1.00006pt{}^{{\\color[rgb]{0.5,0,0}\\boldsymbol{${letter}}}}"><semantics><msup><mrow></mrow><mi>${letter}</mi></msup></semantics></math>`;
    const names = creator(`Ziyu Chen${mark('C')}<br class="ltx_break">Yilun Zhao${mark('Y')}`);
    const list = creator(`${mark('C')}The University of Chicago <br class="ltx_break">${mark('Y')}Yale University`);
    reads(names + list, [
      ['Ziyu Chen', 'The University of Chicago'],
      ['Yilun Zhao', 'Yale University'],
    ]);
  });

  it('reads the older contact form, \\thanks as a contact, and marks written as text', () => {
    const old = '<span class="ltx_author_notes"><span class="ltx_contact ltx_role_thanks"><span class="ltx_contact_name">Thanks: </span>';
    reads(creator('Alice Smith∗†', `${old}Google DeepMind, London, UK</span></span>`), [['Alice Smith', 'Google DeepMind, London, UK']]);
  });
});

describe('parseLatexmlAuthors: pages without a usable block', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is undefined without an author block, or when the block holds nothing certain', () => {
    expect(
      parseLatexmlAuthors('<html><body><p>Conversion to HTML had a Fatal error and exited abruptly.</p></body></html>'),
    ).toBeUndefined();
    const error = '<span class="ltx_creator"><span class="ltx_personname"><span class="ltx_ERROR undefined">\\authors</span></span></span>';
    expect(parseLatexmlAuthors(page(error))).toBeUndefined();
    // The abstract comes before any author block: the page is not read further.
    const late = '<div class="ltx_authors"><span class="ltx_creator"><span class="ltx_personname">Late</span></span></div>';
    expect(parseLatexmlAuthors(`<article><div class="ltx_abstract">A</div>${late}</article>`)).toBeUndefined();
  });

  it('reads a page cut off inside the block', () => {
    const cut = page(creator('Wei Chen', contacts('Google DeepMind, London, UK'))).split('</div>')[0] ?? '';
    expect(parseLatexmlAuthors(cut)).toEqual(expected([['Wei Chen', 'Google DeepMind, London, UK']]));
  });

  it('stops feeding the page once the block is done', () => {
    const write = vi.spyOn(Parser.prototype, 'write');
    const body = '<div class="ltx_para"><p class="ltx_p">x</p></div>'.repeat(50_000);
    const later = '<div class="ltx_authors"><span class="ltx_creator"><span class="ltx_personname">Sidebar Author</span></span></div>';
    const parsed = parseLatexmlAuthors(page(creator('Wei Chen')).replace('</article>', `${body}${later}</article>`));
    expect(parsed).toEqual(expected([['Wei Chen']]));
    expect(write.mock.calls.length).toBeLessThanOrEqual(2);
  });

  it('blanks the page’s own mark characters and caps names', () => {
    const parsed = parseLatexmlAuthors(page(creator(`Ann\ue0001\ue001 Lee${'x'.repeat(400)}`)));
    expect(parsed?.authors[0]?.name.startsWith('Ann 1 Lee')).toBe(true);
    expect(parsed?.authors[0]?.name).toHaveLength(300);
  });
});
