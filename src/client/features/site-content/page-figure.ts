import { Node, type Editor } from '@tiptap/react';
import {
  defaultPictureAlignment,
  defaultPictureSize,
  isPictureAlignment,
  isPictureSize,
  type PictureAlignment,
  type PictureSize,
} from '#shared/content/page-pictures';

export interface FigureAttributes {
  src: string;
  alt: string;
  width: number | null;
  height: number | null;
  size: PictureSize;
  align: PictureAlignment;
  caption: string;
}

const imageOf = (element: HTMLElement) => element.querySelector('img');
const numberOf = (value: string | null | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * A picture of a page with its size, alignment and caption, stored as
 * `<figure data-size="half" data-align="right"><img src alt width height><figcaption>…</figcaption></figure>`.
 * One block that is selected whole; its options are set in the editor's picture form, not typed in the text.
 */
export const PageFigure = Node.create({
  name: 'figure',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: false,

  addAttributes() {
    return {
      src: { default: '', rendered: false, parseHTML: (element) => imageOf(element)?.getAttribute('src') },
      alt: {
        default: '',
        rendered: false,
        parseHTML: (element) => imageOf(element)?.getAttribute('alt') ?? '',
      },
      width: {
        default: null,
        rendered: false,
        parseHTML: (element) => numberOf(imageOf(element)?.getAttribute('width')),
      },
      height: {
        default: null,
        rendered: false,
        parseHTML: (element) => numberOf(imageOf(element)?.getAttribute('height')),
      },
      size: {
        default: defaultPictureSize,
        rendered: false,
        parseHTML: (element) => {
          const size = element.getAttribute('data-size');
          return isPictureSize(size) ? size : defaultPictureSize;
        },
      },
      align: {
        default: defaultPictureAlignment,
        rendered: false,
        parseHTML: (element) => {
          const align = element.getAttribute('data-align');
          return isPictureAlignment(align) ? align : defaultPictureAlignment;
        },
      },
      caption: {
        default: '',
        rendered: false,
        parseHTML: (element) => element.querySelector('figcaption')?.textContent?.trim() ?? '',
      },
    };
  },

  parseHTML() {
    return [{ tag: 'figure', getAttrs: (element) => (imageOf(element)?.getAttribute('src') ? null : false) }];
  },

  renderHTML({ node }) {
    const { src, alt, width, height, size, align, caption } = node.attrs as FigureAttributes;
    const image = [
      'img',
      { src, alt, ...(width && height ? { width: String(width), height: String(height) } : {}) },
    ] as const;
    const figure = { 'data-size': size, 'data-align': align };
    return caption.trim()
      ? ['figure', figure, image, ['figcaption', caption.trim()]]
      : ['figure', figure, image];
  },
});

/** Puts a picture at the cursor and selects it, so its options show at once. */
export function insertFigure(editor: Editor, attributes: Partial<FigureAttributes>): void {
  const { from } = editor.state.selection;
  editor.chain().focus().insertContent({ type: PageFigure.name, attrs: attributes }).run();
  let inserted: number | null = null;
  editor.state.doc.descendants((node, position) => {
    if (inserted !== null) return false;
    if (node.type.name === PageFigure.name && position >= from - 1 && node.attrs.src === attributes.src)
      inserted = position;
    return true;
  });
  if (inserted !== null) editor.commands.setNodeSelection(inserted);
}
