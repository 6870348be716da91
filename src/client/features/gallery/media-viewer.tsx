import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type TouchEvent } from 'react';
import type { MediaItem } from '#shared/api/media';
import { Dialog } from '#client/components/ui/dialog.tsx';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '#client/components/ui/icons.tsx';
import { GalleryVideo } from './gallery-video.tsx';
import { describeMedia, isVideo } from './media-description.ts';
import { MediaPicture } from './media-picture.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import styles from './media-viewer.module.css';

const TITLE_ID = 'gallery-viewer-title';

/** How far a finger must travel sideways, in CSS pixels, for a swipe to step to the next or previous item. */
export const SWIPE_MIN_PX = 50;

interface MediaViewerProps {
  /** The items loaded so far, in the grid's order. */
  items: MediaItem[];
  /** The item shown, or null when the view is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The full-screen view (SPEC "Gallery": a click opens it, a click closes it), stepping through the items
 * loaded so far with Previous and Next, the left and right arrow keys, or a swipe. It is a modal dialog:
 * focus moves to its close button and stays inside, Escape closes it, and the gallery gives focus back to
 * the tile of the item shown last. A click anywhere closes it, except on a video (its controls need clicks
 * of their own) and on the step buttons.
 */
export function MediaViewer({ items, index, onIndexChange, onClose }: MediaViewerProps) {
  const texts = useTexts().layout.gallery;
  const viewerTexts = texts.viewer;
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const item = index === null ? undefined : items[index];
  const count = items.length;
  const hasPrevious = index !== null && index > 0;
  const hasNext = index !== null && index < count - 1;

  function step(by: -1 | 1) {
    if (index === null) return;
    const to = index + by;
    if (to >= 0 && to < count) onIndexChange(to);
  }

  function onStageClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('video, [data-keeps-open]')) return;
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A video's own controls use the arrow keys to seek.
    if (event.target instanceof HTMLVideoElement || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      step(event.key === 'ArrowLeft' ? -1 : 1);
    }
  }

  function onTouchStart(event: TouchEvent<HTMLDivElement>) {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  }

  function onTouchEnd(event: TouchEvent<HTMLDivElement>) {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    // Mostly sideways and far enough: a finger moving the picture's way, as on a phone's own photo app.
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 1.5 * Math.abs(dy)) step(dx < 0 ? 1 : -1);
  }

  return (
    <Dialog
      open={item !== undefined}
      onClose={onClose}
      labelledBy={TITLE_ID}
      initialFocusRef={closeRef}
      className={styles.viewer}
    >
      {item && index !== null && (
        <div
          className={styles.stage}
          onClick={onStageClick}
          onKeyDown={onKeyDown}
          onTouchStart={onTouchStart}
          onTouchEnd={onTouchEnd}
          onTouchCancel={() => (touchStart.current = null)}
        >
          <button ref={closeRef} type="button" className={styles.close} aria-label={viewerTexts.close}>
            <CloseIcon size={28} />
          </button>
          {/* Keyed by item: each one arrives with a short fade (none under reduced motion). */}
          <div key={item.medias_id} className={styles.media}>
            {isVideo(item) ? (
              <GalleryVideo
                item={item}
                label={describeMedia(item, texts.descriptions)}
                className={styles.video}
              />
            ) : (
              <MediaPicture
                item={item}
                alt={describeMedia(item, texts.descriptions)}
                sizes="100vw"
                loading="high"
                fit="contain"
              />
            )}
          </div>
          <div className={styles.bar}>
            <StepButton
              label={viewerTexts.previous}
              disabled={!hasPrevious}
              onPress={() => step(-1)}
              className={styles.previous}
            >
              <ChevronLeftIcon size={28} />
            </StepButton>
            {/* Said again at each step: where the visitor is, and what the item shows. */}
            <div className={styles.text} aria-live="polite" aria-atomic="true">
              <p className={styles.counter}>{viewerTexts.position(index, count)}</p>
              <p id={TITLE_ID} className={styles.caption}>
                {describeMedia(item, texts.descriptions)}
              </p>
            </div>
            <StepButton
              label={viewerTexts.next}
              disabled={!hasNext}
              onPress={() => step(1)}
              className={styles.next}
            >
              <ChevronRightIcon size={28} />
            </StepButton>
          </div>
        </div>
      )}
    </Dialog>
  );
}

interface StepButtonProps {
  label: string;
  disabled: boolean;
  onPress: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * Previous or Next. At the first or last item it is `aria-disabled` rather than `disabled`, so a focused
 * button keeps its focus (a disabled one would drop it outside the dialog).
 */
function StepButton({ label, disabled, onPress, className, children }: StepButtonProps) {
  return (
    <button
      type="button"
      className={[styles.step, className].filter(Boolean).join(' ')}
      aria-label={label}
      aria-disabled={disabled || undefined}
      data-keeps-open=""
      onClick={() => {
        if (!disabled) onPress();
      }}
    >
      {children}
    </button>
  );
}
