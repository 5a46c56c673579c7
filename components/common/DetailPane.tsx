import { useLayoutEffect, useRef } from 'preact/hooks';
import { formatDate } from '../../lib/paper/format';
import { paperPageUrl } from '../../lib/paper/page-link';
import type { Paper } from '../../lib/paper/schema';
import type { PaperTag } from '../../lib/paper/tag-kinds';
import { httpUrl } from '../../lib/paper/text';
import { TagLabels } from './TagLabels';

interface DetailPaneProps {
  paper: Paper;
  /** The user's tags and the classifier's sub-topics, each once (lib/paper/tag-kinds.ts). */
  tags: readonly PaperTag[];
  /** Why the classifier kept it (feed rows only). */
  why: readonly string[];
  /** For a near miss: what argued against the topic. Its presence makes `why` the reasons for, not a verdict. */
  against?: readonly string[];
  /** A judge's verdict and reason ("second opinion: in — …"), and who gave it. */
  opinion?: { line: string; by: string };
  saved: boolean;
  onToggleSave(): void;
  /** Copies the paper's BibTeX entry; absent where the page offers it elsewhere. */
  onCopyBibtex?(): void;
}

/** The paper's links for the actions; only http(s) ones, and only those the paper has. */
export function paperLinks(paper: Paper): { label: string; url: string }[] {
  const arxivId = paper.id.includes(':') ? undefined : paper.id;
  const links = [
    { label: 'Open paper', url: paperPageUrl(paper) },
    { label: 'PDF', url: httpUrl(paper.pdfUrl) },
    { label: 'arXiv', url: arxivId ? `https://arxiv.org/abs/${arxivId}` : undefined },
    // alphaXiv's page for the paper: its discussion and its assistant.
    { label: 'Ask', url: arxivId ? `https://www.alphaxiv.org/abs/${arxivId}` : undefined },
  ];
  return links.flatMap((link) => (link.url ? [{ label: link.label, url: link.url }] : []));
}

/** The selected paper in full. Every string is page or feed text: rendered as text nodes, never as markup. */
function Reasons({ title, lines }: { title: string; lines: readonly string[] }) {
  return (
    <section class="detail-why" aria-label={title}>
      <h3>{title}</h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The actions' links and buttons, in order, with their labels. */
function actionControls(actions: Element): { controls: HTMLElement[]; labels: string[] } {
  const controls = [...actions.querySelectorAll<HTMLElement>('a, button')];
  return { controls, labels: controls.map((control) => control.textContent ?? '') };
}

/**
 * Keeps the keyboard focus in the actions when the paper changes: J to a paper without the focused link (no PDF, no
 * arXiv page) removed it, and the focus fell to the page (Tab started over). It goes to that link again if the paper
 * has it, else to the nearest action before it, so Tab goes on from there.
 */
function useActionFocus(paperId: string) {
  const actions = useRef<HTMLParagraphElement>(null);
  // Read as the render starts, while the DOM still shows the paper before: which action had the focus.
  const had = useRef<string[] | undefined>(undefined);
  const active = document.activeElement;
  if (actions.current && active && actions.current.contains(active)) {
    const { controls, labels } = actionControls(actions.current);
    had.current = labels.slice(0, controls.indexOf(active as HTMLElement) + 1);
  } else had.current = undefined;
  useLayoutEffect(() => {
    const box = actions.current;
    const before = had.current;
    if (!box || !before || box.contains(document.activeElement)) return;
    const { controls, labels } = actionControls(box);
    const back = [...before].reverse().find((label) => labels.includes(label));
    (controls[back === undefined ? 0 : labels.indexOf(back)] ?? controls[0])?.focus();
  }, [paperId]);
  return actions;
}

/**
 * Shows another paper from its title: the pane kept the scroll of the paper before, so J after reading an abstract
 * showed the middle of the next one's, its title and authors out of sight. The pane scrolls in the popup, its column
 * (with the notes) in the library.
 */
function useScrollToTop(paperId: string) {
  const pane = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    for (const box of [pane.current, pane.current?.parentElement]) if (box) box.scrollTop = 0;
  }, [paperId]);
  return pane;
}

export function DetailPane({ paper, tags, why, against, opinion, saved, onToggleSave, onCopyBibtex }: DetailPaneProps) {
  const actions = useActionFocus(paper.id);
  const pane = useScrollToTop(paper.id);
  // Each author with their institutions, where the paper's HTML named them; else the institutions alone.
  const perAuthor = paper.authorAffiliations?.some((author) => author.affiliations.length > 0) ? paper.authorAffiliations : undefined;
  return (
    <article class="detail" aria-label="Selected paper" ref={pane}>
      <h2 class="detail-title">{paper.title}</h2>
      <p class="detail-authors">
        {paper.authors.join(', ')}
        {paper.authorCount ? ` and ${paper.authorCount - paper.authors.length} more` : ''}
      </p>
      {perAuthor ? (
        <ul class="detail-affiliations" aria-label="Affiliations">
          {perAuthor.map((author, index) => (
            <li key={`${index}-${author.name}`}>
              <span class="detail-affiliation-author">{author.name}</span>
              {author.affiliations.length > 0 ? `: ${author.affiliations.join(' · ')}` : ''}
            </li>
          ))}
        </ul>
      ) : (
        paper.affiliations.length > 0 && <p class="detail-affiliations">{paper.affiliations.join(' · ')}</p>
      )}
      <p class="detail-meta">
        {paper.published && <span>{formatDate(paper.published, paper.publishedPrecision)}</span>}
        {paper.primaryCategory && <span>{paper.primaryCategory}</span>}
        <TagLabels tags={tags} />
      </p>
      {opinion && (
        <section class="detail-why detail-opinion" aria-label="Second opinion">
          <h3>Second opinion</h3>
          <p>
            {opinion.line} <span class="detail-opinion-by">({opinion.by})</span>
          </p>
        </section>
      )}
      {against === undefined ? (
        why.length > 0 && <Reasons title="Why it is in the topic" lines={why} />
      ) : (
        <>
          <Reasons title="For the topic" lines={why.length > 0 ? why : ['nothing strong']} />
          <Reasons title="Against the topic" lines={against.length > 0 ? against : ['its score is just under the threshold']} />
        </>
      )}
      <p class="detail-actions" ref={actions}>
        <button type="button" aria-pressed={saved} onClick={onToggleSave}>
          {saved ? 'Saved' : 'Save'}
        </button>
        {onCopyBibtex && (
          <button type="button" class="link" onClick={onCopyBibtex}>
            Copy BibTeX
          </button>
        )}
        {paperLinks(paper).map((link) => (
          <a key={link.label} href={link.url} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        ))}
      </p>
      {paper.abstract && <p class="detail-abstract">{paper.abstract}</p>}
    </article>
  );
}
