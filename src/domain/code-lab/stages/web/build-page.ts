// A web program's page as HTML (docs/product/code-lab.md#web-lab, docs/decisions/408-the-web-lab.md):
// one pure builder shared by the page (its preview, an iframe with `sandbox` and no scripts) and the
// server (the pages it serves). Our tags only, every text HTML-escaped, colours from the palette,
// pictures from our own origin, links to our own paths. `checkBuiltPage` is the last guard: the
// server never serves a page that fails it.
import type { Stmt } from '../../blocks';
import type { Translate } from '../../../../i18n/translate';
import type { PageProgram } from './web-program';
import { WEB_COLOUR_HEX } from './web-types';
import { pictureWords, textWords } from './web-words';

/** Where a built page's links and pictures go. */
export type BuildOptions = {
  t: Translate;
  /** The page's language (`<html lang>`). */
  lang: string;
  /**
   * The href of the house's page `n` (1..3), relative to where the page is served: by default the
   * page's number, a sibling of the served page's route (`…/pages/1` links to `…/pages/2`).
   */
  pageHref?: (n: number) => string;
  /**
   * The href of a classmate's house by its creation id, on our own paths; without it (a level, a
   * preview), or when it gives none (a house no longer on the street), a link to a house is its
   * words only, with no href.
   */
  houseHref?: (house: number) => string | undefined;
};

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** A text as HTML: every character that could open a tag or close an attribute escaped. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/**
 * Page links for a page built in the page (the preview, present mode, a grown-up's view, a house in
 * the studio): its document is a `srcdoc`, where a page's number would resolve against the app's
 * own address and open a page that refuses to be framed. A fragment stays in the document: the link
 * looks and reads as a link, and the tabs above the frame are the way between pages.
 */
export const previewPageHref = (n: number): string => `#page-${n}`;

/** The picture's address on our own origin (the server serves it: GET /web-pictures/<id>.svg). @public for the page's pickers. */
export const webPictureSrc = (picture: string): string => `/web-pictures/${picture}.svg`;

const PICTURE_SIZE = 96;
const ROW_STYLE = 'display:flex;flex-wrap:wrap;gap:8px;align-items:flex-start';
const COLUMN_STYLE = 'display:flex;flex-direction:column;gap:8px';

/** A list of blocks as HTML, without recursion (a box's or a list's blocks are pushed to do next). */
function blocksHtml(body: readonly Stmt[], options: BuildOptions): string {
  const { t } = options;
  const out: string[] = [];
  // Either a block to write or the closing tag of a block whose inside has been written.
  const todo: (Stmt | string)[] = [...body].reverse();
  while (todo.length > 0) {
    const next = todo.pop()!;
    if (typeof next === 'string') {
      out.push(next);
      continue;
    }
    switch (next.op) {
      case 'web-heading': {
        const tag = next.size === 'big' ? 'h1' : 'h2';
        out.push(`<${tag}>${escapeHtml(textWords(next, t))}</${tag}>`);
        break;
      }
      case 'web-paragraph':
        out.push(`<p>${escapeHtml(textWords(next, t))}</p>`);
        break;
      case 'web-picture':
        out.push(
          `<img src="${webPictureSrc(next.picture)}" alt="${escapeHtml(pictureWords(next.picture, t))}" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}">`,
        );
        break;
      case 'web-list':
        out.push('<ul>');
        todo.push('</ul>', ...[...next.items].reverse());
        break;
      case 'web-item':
        out.push(`<li>${escapeHtml(textWords(next, t))}</li>`);
        break;
      case 'web-box':
        out.push(`<div style="${next.direction === 'row' ? ROW_STYLE : COLUMN_STYLE}">`);
        todo.push('</div>', ...[...next.body].reverse());
        break;
      case 'web-link': {
        const words = escapeHtml(textWords(next, t));
        const href =
          next.house !== undefined
            ? options.houseHref?.(next.house)
            : (options.pageHref ?? String)(next.page ?? 1);
        out.push(href === undefined ? `<p>${words}</p>` : `<p><a href="${escapeHtml(href)}" style="color:inherit">${words}</a></p>`);
        break;
      }
      default:
        // The schema lets no other block into a page (a street's link is a network's).
        throw new Error(`a page has no block "${next.op}"`);
    }
  }
  return out.join('');
}

/**
 * The HTML of page `pageIndex` (0-based) of a valid page program, in the language of `t`. Throws
 * for a page the program does not have, or (checkBuiltPage) for a page that is not ours.
 */
export function buildPage(program: PageProgram, pageIndex: number, options: BuildOptions): string {
  const page = program.pages[pageIndex];
  if (!page) throw new Error(`the house has no page ${pageIndex + 1}`);
  const title = escapeHtml(page.title ? textWords(page.title, options.t) : options.t('webLab.untitled'));
  const style = `margin:0;padding:16px;font-family:system-ui,sans-serif;font-size:18px;line-height:1.5;background:${WEB_COLOUR_HEX[page.background]};color:${WEB_COLOUR_HEX[page.color]}`;
  const html =
    `<!doctype html><html lang="${escapeHtml(options.lang)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
    `<body style="${style}"><main>${blocksHtml(page.body, options)}</main></body></html>`;
  checkBuiltPage(html);
  return html;
}

const FORBIDDEN: readonly [RegExp, string][] = [
  [/<script/i, 'a script'],
  [/<(iframe|object|embed|form|style|link|base|frame|svg|math|template)\b/i, 'an element that is not ours'],
  [/javascript:|data:|vbscript:/i, 'a script address'],
  [/http-equiv/i, 'a meta that acts'],
  [/url\s*\(|@import|expression\s*\(/i, 'a style that loads something'],
  [/\/\//, 'an address outside our own paths'],
];

/** Our own addresses: a picture of ours, or a path of ours with no scheme and no host. */
const OWN_SRC = /^\/web-pictures\/[a-z-]+\.svg$/;
const OWN_HREF = /^((\/|\.\.?\/)?[a-z0-9-]+(\/[a-z0-9-]+)*|#page-[1-3])$/;

/**
 * The last guard of a built page: no script, no on… attribute, no script address, no address
 * outside our own paths, no element that is not ours. Throws, naming what it found.
 */
export function checkBuiltPage(html: string): void {
  for (const [pattern, what] of FORBIDDEN) if (pattern.test(html)) throw new Error(`a built page has ${what}`);
  // No on… attribute: its name, inside a tag, outside the values (a text is escaped, so it has no
  // "<" nor a quote to end a value with).
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi))
    if (/\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"/g, '""'))) throw new Error('a built page has an on… attribute');
  for (const [, attr, value] of html.matchAll(/\s(src|href|action|formaction|srcset|poster)\s*=\s*"([^"]*)"/gi)) {
    const own = attr!.toLowerCase() === 'src' ? OWN_SRC.test(value!) : attr!.toLowerCase() === 'href' && OWN_HREF.test(value!);
    if (!own) throw new Error(`a built page has an address outside our own paths (${attr})`);
  }
}
