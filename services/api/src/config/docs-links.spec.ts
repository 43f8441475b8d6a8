import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { workspaceRoot } from './paths.js';

/**
 * The README and docs/ link to each other and to the code; a moved file or a renamed heading must
 * fail here rather than leave a reader at a dead link. Links are read with a careful scan (no
 * markdown parser is installed): fenced code blocks and inline code are skipped, external
 * addresses are not checked, anchors into markdown files are matched with GitHub's heading slugs.
 */

interface Link {
  file: string;
  line: number;
  target: string;
}

function markdownFiles(): string[] {
  const found = [resolve(workspaceRoot, 'README.md')];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) found.push(path);
    }
  };
  walk(resolve(workspaceRoot, 'docs'));
  return found;
}

/** The lines of a markdown file outside fenced code blocks, each with its 1-based number. */
function proseLines(text: string): { text: string; number: number }[] {
  const lines: { text: string; number: number }[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((line, index) => {
    const opening = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === undefined && opening) {
      fence = opening[1];
      return;
    }
    if (fence !== undefined) {
      if (new RegExp(`^\\s{0,3}${fence[0]}{${fence.length},}\\s*$`).test(line)) fence = undefined;
      return;
    }
    lines.push({ text: line, number: index + 1 });
  });
  return lines;
}

/** A line without its code spans (`code` or ``code``), which may hold link-like text. */
function withoutCodeSpans(line: string): string {
  return line.replace(/(`+)[\s\S]*?\1/g, '');
}

/** Inline links and images `[text](target "title")`, and reference definitions `[id]: target`. */
function linksIn(file: string): Link[] {
  const links: Link[] = [];
  for (const { text, number } of proseLines(readFileSync(file, 'utf8'))) {
    const line = withoutCodeSpans(text);
    for (const match of line.matchAll(/\]\(\s*(<[^>]*>|[^\s)]+)(?:\s+"[^"]*")?\s*\)/g)) {
      links.push({ file, line: number, target: (match[1] as string).replace(/^<(.*)>$/, '$1') });
    }
    const definition = /^\s{0,3}\[[^\]]+\]:\s*(\S+)/.exec(line);
    if (definition) links.push({ file, line: number, target: definition[1] as string });
  }
  return links;
}

/**
 * The text a heading shows, as GitHub renders it: link syntax, HTML tags and emphasis markers
 * gone, code spans kept as their text (underscores inside code or inside a word are not emphasis).
 */
function headingText(raw: string): string {
  const markdown = raw.replace(/\s+#+\s*$/, '').replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  return markdown
    .split(/(`+[^`]*?`+)/)
    .map((part) =>
      part.startsWith('`')
        ? part.replace(/^`+|`+$/g, '')
        : part
            .replace(/<[^>]+>/g, '')
            .replace(/\*+/g, '')
            .replace(/(^|[^\p{L}\p{N}])_+/gu, '$1')
            .replace(/_+(?=[^\p{L}\p{N}]|$)/gu, ''),
    )
    .join('')
    .trim();
}

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens (github-slugger). */
function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a markdown file offers: its headings' slugs (repeats numbered) and HTML ids. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { text } of proseLines(readFileSync(file, 'utf8'))) {
    const heading = /^\s{0,3}#{1,6}\s+(.*)$/.exec(text);
    if (heading) {
      const slug = githubSlug(headingText(heading[1] as string));
      const count = seen.get(slug) ?? 0;
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
      seen.set(slug, count + 1);
    }
    for (const id of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id[1] as string);
  }
  return anchors;
}

/** Why a link is broken, or undefined when it leads somewhere. */
function problemWith(link: Link): string | undefined {
  const [rawPath = '', anchor] = link.target.split('#', 2) as [string, string | undefined];
  const path = decodeURIComponent(rawPath);
  const targetFile =
    path === ''
      ? link.file
      : resolve(path.startsWith('/') ? workspaceRoot : dirname(link.file), path.replace(/^\//, ''));
  if (!targetFile.startsWith(workspaceRoot)) return 'leads outside the repository';
  if (!existsSync(targetFile)) return `${relative(workspaceRoot, targetFile)} does not exist`;
  if (anchor && extname(targetFile) === '.md' && !anchorsOf(targetFile).has(decodeURIComponent(anchor))) {
    return `${relative(workspaceRoot, targetFile)} has no heading #${anchor}`;
  }
  return undefined;
}

const isExternal = (target: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

describe('links in the README and docs/', () => {
  const files = markdownFiles();
  const links = files.flatMap(linksIn).filter((link) => !isExternal(link.target));

  it('finds the pages and their links', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(links.length).toBeGreaterThan(50);
  });

  it('slugs headings the way GitHub does', () => {
    expect(githubSlug(headingText('`nx affected`'))).toBe('nx-affected');
    expect(githubSlug(headingText('Boxes, the cutoff and renewals'))).toBe('boxes-the-cutoff-and-renewals');
    expect(githubSlug(headingText('Build, test and tool settings'))).toBe('build-test-and-tool-settings');
    expect(githubSlug(headingText('Paint first (decision 13): 2026-11-24'))).toBe('paint-first-decision-13-2026-11-24');
    expect(githubSlug(headingText('The _answer_ engine: `SHOP_TIME_ZONE` – [links](x.md)'))).toBe(
      'the-answer-engine-shop_time_zone--links',
    );
  });

  it('leads every relative link to a file, and every anchor to a heading', () => {
    const broken = links.flatMap((link) => {
      const problem = problemWith(link);
      return problem ? [`${relative(workspaceRoot, link.file)}:${link.line} (${link.target}): ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });
});
