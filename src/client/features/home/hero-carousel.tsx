import { useEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { Link } from '#client/lib/navigation.tsx';
import { HERO_INTERVAL_MS } from '#shared/constants';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '#client/components/ui/icons.tsx';
import type { Slide } from '#shared/api/content';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { useHoldsStill } from '#client/lib/use-holds-still.ts';
import { shownSlide } from '#client/enhancements/hero-rotation.ts';
import styles from './hero-carousel.module.css';

/**
 * The slide to start from: on the server the first; in the browser the one the page shows, which the
 * slide show before React may have turned to (hero-rotation.ts), so hydration finds the page it drew.
 */
const slideInPage = () => (typeof document === 'undefined' ? 0 : shownSlide(document));

interface HeroCarouselProps {
  /** The administrator's slides unless given. */
  slides?: Slide[];
  intervalMs?: number;
}

/**
 * The home page hero (WAI-ARIA APG carousel pattern). It advances every 4 s unless the visitor paused
 * it, asked for reduced motion, has the pointer over the slides, or moved keyboard focus into it (until
 * they press play). On a public page it turns without React until the visitor first touches it
 * (`data-enhance`, decision 011); this component takes over from there.
 */
export function HeroCarousel({ slides: given, intervalMs = HERO_INTERVAL_MS }: HeroCarouselProps) {
  const { layout } = useTexts();
  const texts = layout.home;
  const contentSlides = useSiteContent().slides;
  const slides = given ?? contentSlides;
  const count = slides.length;
  const [index, setIndex] = useState(slideInPage);
  // null until the visitor presses pause or play; until then reduced motion decides.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const holdsStill = useHoldsStill();
  const hydrated = useHydrated();

  // With data saver on, the slides wait for play like with reduced motion: no pictures fetched unasked.
  const rotating = playChoice ?? !holdsStill;
  const advancing = hydrated && rotating && !hovered && !focused && count > 1;

  // The island wakes on the visitor's first touch: the pointer may already rest on the slides, or focus
  // be inside, and neither fires its event again.
  const sectionRef = useRef<HTMLElement>(null);
  const slidesRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (slidesRef.current?.matches(':hover')) setHovered(true);
    if (sectionRef.current?.matches(':focus-within')) setFocused(true);
  }, []);

  useEffect(() => {
    if (!advancing) return;
    // Restarted on every slide change, so a slide picked by hand gets its full time too.
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => clearTimeout(timer);
  }, [advancing, index, intervalMs, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  // The administrator removed every slide: the page starts with the next section.
  if (count === 0) return null;

  return (
    <section
      ref={sectionRef}
      className={styles.hero}
      data-enhance="hero-rotation"
      aria-roledescription={layout.carousel.name}
      aria-label={texts.highlights}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div
        ref={slidesRef}
        className={styles.slides}
        aria-live={advancing ? 'off' : 'polite'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
      >
        {slides.map((slide, slideIndex) => {
          const active = slideIndex === index;
          return (
            <div
              key={slideIndex}
              id={`hero-slide-${slideIndex + 1}`}
              className={styles.slide}
              data-active={active ? 'true' : undefined}
              role="group"
              aria-roledescription={layout.carousel.slide}
              aria-label={texts.slide(slideIndex + 1, count)}
              aria-hidden={!active}
              inert={!active}
            >
              <div className={styles.text}>
                <h2 className={styles.title}>{slide.title}</h2>
                <p className={styles.subtitle}>{slide.subtitle}</p>
                <Link to={slide.buttonLink} className={buttonClassName('primary', 'lg')}>
                  {slide.buttonText}
                  {slide.linkDescription && (
                    <span className="visually-hidden">: {slide.linkDescription}</span>
                  )}
                </Link>
              </div>
              <img
                className={styles.image}
                src={slide.image.src}
                alt={slide.image.alt}
                width={slide.image.width}
                height={slide.image.height}
                loading={slideIndex === 0 ? 'eager' : 'lazy'}
                fetchPriority={slideIndex === 0 ? 'high' : 'auto'}
                decoding="async"
              />
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.control}
          onClick={() => {
            // Pressing play is an explicit request: it overrides the pause that focus inside caused.
            if (!rotating) setFocused(false);
            setPlayChoice(!rotating);
          }}
        >
          {/* Until the island wakes, CSS shows what this visitor's preferences mean (decision 011). */}
          {(!hydrated || rotating) && (
            <span className={hydrated ? styles.label : styles.labelWhenMoving}>
              <PauseIcon size={18} />
              <span className="visually-hidden">{texts.pauseSlides}</span>
            </span>
          )}
          {(!hydrated || !rotating) && (
            <span className={hydrated ? styles.label : styles.labelWhenStill}>
              <PlayIcon size={18} />
              <span className="visually-hidden">{texts.playSlides}</span>
            </span>
          )}
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(index - 1)}
          aria-label={texts.previousSlide}
        >
          <ChevronLeftIcon size={20} />
        </button>
        <div className={styles.pickers}>
          {slides.map((slide, slideIndex) => (
            <button
              key={slideIndex}
              type="button"
              className={styles.picker}
              aria-label={texts.slidePicker(slideIndex + 1, slide.title)}
              aria-current={slideIndex === index ? 'true' : undefined}
              aria-controls={`hero-slide-${slideIndex + 1}`}
              onClick={() => go(slideIndex)}
            />
          ))}
        </div>
        <button
          type="button"
          className={styles.control}
          onClick={() => go(index + 1)}
          aria-label={texts.nextSlide}
        >
          <ChevronRightIcon size={20} />
        </button>
      </div>
    </section>
  );
}
