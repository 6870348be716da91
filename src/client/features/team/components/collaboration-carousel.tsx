import { useEffect, useState, type CSSProperties } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay, { type AutoplayType } from 'embla-carousel-autoplay';
import {
  COLLAB_AUTOPLAY_MS,
  COLLAB_GAP_PX,
  COLLAB_MARGIN_TOP_PX,
  COLLAB_SLIDES_PER_VIEW,
  COLLAB_SPEED_MS,
  COLLAB_WIDTH_PERCENT,
} from '#shared/constants';
import type { CollaborationPartner } from '#client/texts/team.ts';
import { useTexts } from '#client/i18n/language-context.tsx';
import { PartnerLogo } from './partner-logo.tsx';
import { useHoldsStill } from '#client/lib/use-holds-still.ts';
import { emblaDurationFor } from './embla-duration.ts';
import { useEmblaState } from './use-embla-state.ts';
import styles from './collaboration-carousel.module.css';

/**
 * The partners' logos in a looping carousel that advances on its own (WAI-ARIA APG carousel): a
 * pause button, one button per position, and no movement under prefers-reduced-motion unless the
 * visitor presses play.
 */
export function CollaborationCarousel({ partners }: { partners: CollaborationPartner[] }) {
  const words = useTexts();
  const texts = words.team.collaborations;
  const holdsStill = useHoldsStill();
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [autoplay] = useState(() =>
    Autoplay({ delay: COLLAB_AUTOPLAY_MS, playOnInit: false, stopOnInteraction: true }),
  );
  const [viewportRef, api] = useEmblaCarousel(
    { loop: true, align: 'start', duration: emblaDurationFor(COLLAB_SPEED_MS) },
    [autoplay],
  );
  const selected = useEmblaState(api, ['select', 'reInit'], (embla) => embla.selectedScrollSnap(), 0);
  const snapCount = useEmblaState(api, ['reInit'], (embla) => embla.scrollSnapList().length, 0);
  const playing = useEmblaState(
    api,
    ['autoplay:play', 'autoplay:stop', 'reInit'],
    (embla) => (embla.plugins().autoplay as AutoplayType | undefined)?.isPlaying() ?? false,
    false,
  );
  const wantsToPlay = choice ? choice === 'play' : !holdsStill;

  useEffect(() => {
    if (!api) return;
    const apply = () => {
      const plugin = api.plugins().autoplay as AutoplayType | undefined;
      if (!plugin) return;
      if (wantsToPlay && api.scrollSnapList().length > 1) plugin.play();
      else plugin.stop();
    };
    apply();
    // Embla starts its plugins afresh after a resize; keep the visitor's choice.
    api.on('reInit', apply);
    return () => {
      api.off('reInit', apply);
    };
  }, [api, wantsToPlay]);

  function togglePlay() {
    const plugin = api?.plugins().autoplay as AutoplayType | undefined;
    if (playing) plugin?.stop();
    else plugin?.play();
    setChoice(playing ? 'pause' : 'play');
  }

  const layout = {
    '--collab-gap': `${COLLAB_GAP_PX}px`,
    '--collab-width': `${COLLAB_WIDTH_PERCENT}%`,
    '--collab-margin-top': `${COLLAB_MARGIN_TOP_PX}px`,
    '--collab-per-view-640': COLLAB_SLIDES_PER_VIEW[640],
    '--collab-per-view-768': COLLAB_SLIDES_PER_VIEW[768],
    '--collab-per-view-1024': COLLAB_SLIDES_PER_VIEW[1024],
  } as CSSProperties;

  return (
    <div
      className={styles.carousel}
      style={layout}
      role="region"
      aria-roledescription={words.layout.carousel.name}
      aria-label={texts.carouselLabel}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={playing ? 'off' : 'polite'}>
          {partners.map((partner, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription={words.layout.carousel.slide}
              aria-label={texts.slide(index + 1, partners.length)}
            >
              <PartnerLogo partner={partner} className={styles.logo} />
            </div>
          ))}
        </div>
      </div>
      {snapCount > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.playButton}
            aria-label={playing ? texts.pause : texts.play}
            onClick={togglePlay}
          >
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              {playing ? (
                <path fill="currentColor" d="M7 5h4v14H7zM13 5h4v14h-4z" />
              ) : (
                <path fill="currentColor" d="M8 5v14l11-7z" />
              )}
            </svg>
          </button>
          <div className={styles.dots} role="group" aria-label={texts.pickerLabel}>
            {Array.from({ length: snapCount }, (_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={texts.showLogo(index + 1, snapCount)}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
              />
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
