import { ElementType, parseDocument } from 'htmlparser2';
import { escapeHtml } from '#shared/escape-html';
import { sanitizePageBody } from '../content/page-html.service.ts';
import { mailColors, mailLinkStyle } from './mail-template.ts';

/**
 * A mail written in the rich-text editor: its HTML is cleaned with the pages' allow-list, then drawn twice
 * from the same document: as HTML with every style inline (mail clients drop <style> and classes) and as a
 * plain-text part a reader can follow (headings underlined, list items numbered or dashed, links as
 * "text (address)", pictures as their description).
 */

type MailNode = { text: string } | { tag: string; attrs: Record<string, string>; children: MailNode[] };
type Element = Extract<MailNode, { tag: string }>;

type ParsedNode = ReturnType<typeof parseDocument>['children'][number];

/** The parsed document as the drawing below reads it: elements and their text, nothing else. */
function mailNodesOf(nodes: ParsedNode[]): MailNode[] {
  return nodes.flatMap((node): MailNode[] => {
    if (node.type === ElementType.Text && 'data' in node) return [{ text: node.data }];
    if (!('attribs' in node)) return [];
    return [{ tag: node.name, attrs: node.attribs, children: mailNodesOf(node.children) }];
  });
}

/** Reads the sanitiser's output into a tree, with htmlparser2 (the parser sanitize-html itself uses). */
export const parseMailHtml = (html: string): MailNode[] => mailNodesOf(parseDocument(html).children);

/** A link or picture address as a reader's mail program needs it: absolute, on this site when relative. */
function absoluteUrl(value: string, publicUrl: string): string {
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  return `${publicUrl.replace(/\/$/, '')}/${value.replace(/^\/+/, '')}`;
}

const headingFont = "Georgia, 'Times New Roman', serif";
const blockStyles: Record<string, string> = {
  h2: `margin:24px 0 12px;font-family:${headingFont};font-size:22px;line-height:1.3;font-weight:bold;color:${mailColors.brand};`,
  h3: `margin:20px 0 8px;font-family:${headingFont};font-size:19px;line-height:1.3;font-weight:bold;color:${mailColors.brand};`,
  h4: `margin:16px 0 8px;font-size:16px;line-height:1.4;font-weight:bold;color:${mailColors.text};`,
  p: 'margin:0 0 16px;',
  ul: 'margin:0 0 16px;padding:0 0 0 24px;',
  ol: 'margin:0 0 16px;padding:0 0 0 24px;',
  li: 'margin:0 0 8px;',
  blockquote: `margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid ${mailColors.accent};color:${mailColors.muted};`,
  figure: 'margin:0 0 16px;',
  figcaption: `margin:8px 0 0;font-size:14px;line-height:1.4;color:${mailColors.muted};`,
};
const inlineTags: Record<string, string> = { strong: 'strong', b: 'strong', em: 'em', i: 'em' };
const imageStyle = 'display:block;max-width:100%;height:auto;border:0;outline:none;text-decoration:none;';

/** The frame's content column: 600 px less 24 px padding each side. */
const CONTENT_WIDTH = 552;

/**
 * A picture's width and height attributes, scaled down to the content column: Outlook on Windows draws a
 * picture at its attribute width and ignores max-width, so a wide photo would burst the frame there.
 */
function imageSize(attrs: Record<string, string>): string {
  const width = /^\d+$/.test(attrs.width ?? '') ? Number(attrs.width) : undefined;
  const height = /^\d+$/.test(attrs.height ?? '') ? Number(attrs.height) : undefined;
  if (width === undefined) return height === undefined ? '' : ` height="${height}"`;
  const scale = Math.min(1, CONTENT_WIDTH / width);
  const scaledHeight = height === undefined ? '' : ` height="${Math.round(height * scale)}"`;
  return ` width="${Math.round(width * scale)}"${scaledHeight}`;
}

function toHtml(nodes: MailNode[], publicUrl: string): string {
  return nodes
    .map((node) => {
      if ('text' in node) return escapeHtml(node.text);
      const inner = () => toHtml(node.children, publicUrl);
      if (node.tag === 'br') return '<br>';
      if (node.tag === 'img') {
        const size = imageSize(node.attrs);
        const src = escapeHtml(absoluteUrl(node.attrs.src ?? '', publicUrl));
        return `<img src="${src}" alt="${escapeHtml(node.attrs.alt ?? '')}"${size} style="${imageStyle}">`;
      }
      if (node.tag === 'a') {
        const href = node.attrs.href ? absoluteUrl(node.attrs.href, publicUrl) : '';
        return href
          ? `<a href="${escapeHtml(href)}" style="${mailLinkStyle}" target="_blank" rel="noopener noreferrer">${inner()}</a>`
          : inner();
      }
      const inline = inlineTags[node.tag];
      if (inline) return `<${inline}>${inner()}</${inline}>`;
      const style = blockStyles[node.tag];
      if (style) {
        const tag = node.tag === 'figure' ? 'div' : node.tag === 'figcaption' ? 'p' : node.tag;
        return `<${tag} style="${style}">${inner()}</${tag}>`;
      }
      return inner();
    })
    .join('');
}

/* ---- The plain-text part ---- */

const collapse = (text: string) => text.replace(/[ \t\r\n\f]+/g, ' ');

/** The words of inline content on one line: links as "text (address)", pictures as their description. */
function inlineText(nodes: MailNode[], publicUrl: string): string {
  return nodes
    .map((node) => {
      if ('text' in node) return collapse(node.text);
      if (node.tag === 'br') return '\n';
      if (node.tag === 'img') return node.attrs.alt ? ` ${node.attrs.alt} ` : '';
      const words = inlineText(node.children, publicUrl);
      if (node.tag === 'a' && node.attrs.href) {
        const href = absoluteUrl(node.attrs.href, publicUrl);
        const shown = href.replace(/^mailto:/i, '');
        return words.trim() === '' || words.trim() === shown || words.trim() === href
          ? shown
          : `${words} (${shown})`;
      }
      return words;
    })
    .join('');
}

/** Each line trimmed, no spaces doubled, no empty line. */
const tidy = (text: string) =>
  text
    .split('\n')
    .map((line) =>
      line
        .replace(/ {2,}/g, ' ')
        .replace(/\u00a0/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join('\n');

const BLOCK_TAGS = new Set([
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'blockquote',
  'figure',
  'figcaption',
  'img',
  'hr',
]);
const isBlock = (node: MailNode) => 'tag' in node && BLOCK_TAGS.has(node.tag);

const indent = (text: string, first: string, rest: string) =>
  text
    .split('\n')
    .map((line, index) => (index === 0 ? first : rest) + line)
    .join('\n');

/** Blocks separated by a blank line; loose inline content between blocks forms a paragraph of its own. */
function blocksText(nodes: MailNode[], publicUrl: string): string[] {
  const blocks: string[] = [];
  let loose: MailNode[] = [];
  const flush = () => {
    const text = tidy(inlineText(loose, publicUrl));
    if (text) blocks.push(text);
    loose = [];
  };
  for (const node of nodes) {
    if (!isBlock(node)) {
      loose.push(node);
      continue;
    }
    flush();
    const text = blockText(node as Element, publicUrl);
    if (text) blocks.push(text);
  }
  flush();
  return blocks;
}

function listText(list: Element, publicUrl: string): string {
  const start = Number.parseInt(list.attrs.start ?? '1', 10);
  let number = Number.isFinite(start) ? start : 1;
  return list.children
    .filter((child): child is Element => 'tag' in child && child.tag === 'li')
    .map((item) => blocksText(item.children, publicUrl).join('\n'))
    .filter(Boolean)
    .map((body) => {
      const marker = list.tag === 'ol' ? `${number++}. ` : '- ';
      return indent(body, marker, ' '.repeat(marker.length));
    })
    .join('\n');
}

function blockText(node: Element, publicUrl: string): string {
  switch (node.tag) {
    case 'h2':
    case 'h3':
    case 'h4': {
      const heading = tidy(inlineText(node.children, publicUrl)).replace(/\n/g, ' ');
      if (!heading) return '';
      const rule = node.tag === 'h2' ? '=' : '-';
      return `${heading}\n${rule.repeat(Math.min([...heading].length, 72))}`;
    }
    case 'ul':
    case 'ol':
      return listText(node, publicUrl);
    case 'blockquote':
      return blocksText(node.children, publicUrl)
        .join('\n\n')
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    case 'img':
      return node.attrs.alt?.trim() ?? '';
    case 'hr':
      return '----';
    case 'figure':
    case 'li':
      return blocksText(node.children, publicUrl).join('\n\n');
    default:
      return tidy(inlineText(node.children, publicUrl));
  }
}

export interface RichMailContent {
  /** The cleaned HTML as written (what is stored with the campaign). */
  clean: string;
  /** The content for the mail's HTML frame, every style inline. */
  html: string;
  /** The same document as plain text. */
  text: string;
}

/** Cleans the editor's HTML with the pages' allow-list (no script, no handler, no style, no frame). */
export const cleanMailHtml = (html: string): string => sanitizePageBody(html);

/** Whether cleaned HTML has anything to read: words or a picture (the empty editor gives "<p></p>"). */
export function hasReadableContent(clean: string): boolean {
  const tree = parseMailHtml(clean);
  const hasPicture = (nodes: MailNode[]): boolean =>
    nodes.some((node) => 'tag' in node && (node.tag === 'img' || hasPicture(node.children)));
  return hasPicture(tree) || blocksText(tree, '').length > 0;
}

/** The mail's HTML content and plain-text part, both from the one cleaned document. */
export function richMailContent(html: string, publicUrl: string): RichMailContent {
  const clean = cleanMailHtml(html);
  const tree = parseMailHtml(clean);
  return {
    clean,
    // A heading that opens the mail sits right under the frame's header line, without its top margin.
    html: toHtml(tree, publicUrl).replace(/^(<h[234] style="margin:)\d+px/, '$10'),
    text: blocksText(tree, publicUrl).join('\n\n'),
  };
}
