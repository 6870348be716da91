import { useState } from 'react';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import type { ChosenPicture } from '#client/features/media/media-library.ts';
import { PagePictureOptions } from './components/page-picture-options.tsx';
import { insertFigure, PageFigure, type FigureAttributes } from './page-figure.ts';
import styles from './page-editor.module.css';

/** A picture to put in the text: its size in pixels, when known, keeps the page from jumping as it loads. */
type PictureChoice = Pick<ChosenPicture, 'src' | 'alt'> & Partial<Pick<ChosenPicture, 'width' | 'height'>>;

export interface PageEditorProps {
  /** The page's body as HTML. */
  value: string;
  onChange: (html: string) => void;
  /** Labels the text area for screen readers ("Page text"). */
  label: string;
  /** Asks for a picture of the media library; resolves with nothing when the administrator cancels. */
  choosePicture?: () => Promise<PictureChoice | null>;
  /** The language the text is written in, when it is not English (a page's version in Kannada). */
  lang?: string;
}

interface ToolButton {
  label: string;
  /** Whether the button's style is on at the cursor (aria-pressed). */
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  text: string;
}

const tools: ToolButton[] = [
  {
    label: 'Heading',
    text: 'H2',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: 'Subheading',
    text: 'H3',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: 'Bold',
    text: 'B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    label: 'Italic',
    text: 'I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: 'Bullet list',
    text: '•',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: 'Numbered list',
    text: '1.',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    label: 'Quote',
    text: '“',
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

/**
 * Writing a page without markup: headings, paragraphs, lists, bold, italic, links and pictures from the
 * media library, each with a size, an alignment and a caption (set in the form shown while a picture is
 * selected). Loaded only by the dashboard. What it produces is cleaned again on the server.
 */
export function PageEditor({ value, onChange, label, choosePicture, lang }: PageEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        trailingNode: false,
        link: { openOnClick: false, protocols: ['mailto', 'tel'], defaultProtocol: 'https' },
      }),
      PageFigure,
      // A page written before pictures had options: its plain pictures stay as they are.
      Image.configure({ inline: false }),
    ],
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        class: styles.text!,
        ...(lang ? { lang } : {}),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
  });
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? tools.map((tool) => tool.active(current)) : []),
  });
  const selectedPicture = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current?.isActive(PageFigure.name)
        ? (current.getAttributes(PageFigure.name) as FigureAttributes)
        : null,
  });
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');

  if (!editor) return <div className={styles.editor} aria-busy="true" />;

  const openLink = () => {
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkOpen(true);
  };
  const applyLink = () => {
    const chain = editor.chain().focus().extendMarkRange('link');
    if (href.trim()) chain.setLink({ href: href.trim() }).run();
    else chain.unsetLink().run();
    setLinkOpen(false);
  };
  const insertPicture = async () => {
    const picture = await choosePicture?.();
    if (!picture) return;
    insertFigure(editor, {
      src: picture.src,
      alt: picture.alt,
      width: picture.width && picture.width > 1 ? picture.width : null,
      height: picture.height && picture.height > 1 ? picture.height : null,
    });
  };

  return (
    <div className={styles.editor}>
      <div className={styles.toolbar} role="toolbar" aria-label={`${label}: formatting`}>
        {tools.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className={styles.tool}
            aria-label={tool.label}
            aria-pressed={pressed?.[index] ?? false}
            onClick={() => tool.run(editor)}
          >
            {tool.text}
          </button>
        ))}
        <button type="button" className={styles.tool} aria-expanded={linkOpen} onClick={openLink}>
          Link
        </button>
        {choosePicture && (
          <button type="button" className={styles.tool} onClick={() => void insertPicture()}>
            Picture
          </button>
        )}
        <button
          type="button"
          className={styles.tool}
          aria-label="Undo"
          onClick={() => editor.chain().focus().undo().run()}
        >
          ↶
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label="Redo"
          onClick={() => editor.chain().focus().redo().run()}
        >
          ↷
        </button>
      </div>
      {linkOpen && (
        <div className={styles.linkForm}>
          <label>
            Link address
            <input
              type="url"
              value={href}
              placeholder="https://"
              onChange={(event) => setHref(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === 'Escape') setLinkOpen(false);
              }}
              autoFocus
            />
          </label>
          <button type="button" onClick={applyLink}>
            {href.trim() ? 'Apply link' : 'Remove link'}
          </button>
          <button type="button" onClick={() => setLinkOpen(false)}>
            Cancel
          </button>
        </div>
      )}
      {selectedPicture && (
        <PagePictureOptions
          picture={selectedPicture}
          onChange={(changes) => editor.chain().updateAttributes(PageFigure.name, changes).run()}
          onRemove={() => editor.chain().focus().deleteSelection().run()}
        />
      )}
      <EditorContent editor={editor} />
    </div>
  );
}
