import { useCallback, useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeftIcon, ChevronRightIcon } from '#client/components/ui/icons.tsx';
import { Link } from '#client/lib/navigation.tsx';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import type { Programme } from '#shared/api/content';
import type { PageLink } from '#shared/content/site-content';
import { FlipCard } from './flip-card.tsx';
import { SectionHeader } from './section-header.tsx';
import section from './section.module.css';
import styles from './programs-carousel.module.css';

interface ScrollState {
  canPrev: boolean;
  canNext: boolean;
  selected: number;
  snaps: number;
}

/**
 * A programme's page as a card: its summary behind (or `summaryOf` its title), its first picture (or a
 * general one) in front.
 */
function cardOf(page: PageLink, summaryOf: (title: string) => string): { program: Programme; href: string } {
  return {
    program: {
      title: page.title,
      description: page.summary || summaryOf(page.title),
      image: {
        src: page.picture?.src ?? PROGRAMME_PICTURE,
        alt: page.picture?.alt ?? '',
        width: 480,
        height: 360,
      },
    },
    href: `/${page.slug}`,
  };
}

const PROGRAMME_PICTURE = '/images/home/about.svg';

/**
 * Our Programs: three flip cards at a time on wide screens, no autoplay and no looping (SPEC section 9):
 * the programme cards, then each programme whose page is published, with a link to it.
 */
export function ProgramsCarousel() {
  const { programmes, pages } = useSiteContent();
  const { layout } = useTexts();
  const texts = layout.home;
  const programs: { program: Programme; href?: string }[] = [
    ...programmes.map((program) => ({ program })),
    ...pages.filter((page) => page.kind === 'programme').map((page) => cardOf(page, texts.programs.summary)),
  ];
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', loop: false, containScroll: 'trimSnaps' });
  const [scroll, setScroll] = useState<ScrollState>({ canPrev: false, canNext: true, selected: 0, snaps: 0 });

  const sync = useCallback((api: EmblaCarouselType) => {
    setScroll({
      canPrev: api.canScrollPrev(),
      canNext: api.canScrollNext(),
      selected: api.selectedScrollSnap(),
      snaps: api.scrollSnapList().length,
    });
  }, []);

  useEffect(() => {
    if (!embla) return;
    embla.on('init', sync).on('reInit', sync).on('select', sync);
    // The carousel may be ready before this effect subscribes.
    queueMicrotask(() => sync(embla));
    return () => {
      embla.off('init', sync).off('reInit', sync).off('select', sync);
    };
  }, [embla, sync]);

  return (
    <section className={section.section} aria-labelledby="programs-title">
      <div className={section.inner}>
        <SectionHeader id="programs-title" eyebrow={texts.programs.eyebrow} title={texts.programs.title}>
          {texts.programs.lead}
        </SectionHeader>
        <div
          className={styles.carousel}
          aria-roledescription={layout.carousel.name}
          aria-label={texts.programs.cards}
          role="region"
        >
          <div className={styles.viewport} ref={viewportRef}>
            <div
              className={styles.track}
              data-links={programs.some((card) => card.href) ? 'true' : undefined}
            >
              {programs.map(({ program, href }, index) => (
                <div
                  key={href ?? program.title}
                  className={styles.slide}
                  role="group"
                  aria-roledescription={layout.carousel.slide}
                  aria-label={texts.slide(index + 1, programs.length)}
                >
                  <FlipCard program={program} index={index} />
                  {href && (
                    <Link className={styles.more} to={href}>
                      {texts.programs.readAbout(program.title)}
                    </Link>
                  )}
                </div>
              ))}
            </div>
          </div>
          <div className={styles.controls}>
            {scroll.snaps > 1 && (
              <>
                <button
                  type="button"
                  className={styles.arrow}
                  aria-label={texts.programs.previous}
                  aria-disabled={!scroll.canPrev}
                  onClick={() => embla?.scrollPrev()}
                >
                  <ChevronLeftIcon size={22} />
                </button>
                <div className={styles.dots}>
                  {Array.from({ length: scroll.snaps }, (_, snap) => (
                    <button
                      key={snap}
                      type="button"
                      className={styles.dot}
                      aria-label={texts.programs.position(snap + 1, scroll.snaps)}
                      aria-current={snap === scroll.selected ? 'true' : undefined}
                      onClick={() => embla?.scrollTo(snap)}
                    />
                  ))}
                </div>
                <button
                  type="button"
                  className={styles.arrow}
                  aria-label={texts.programs.next}
                  aria-disabled={!scroll.canNext}
                  onClick={() => embla?.scrollNext()}
                >
                  <ChevronRightIcon size={22} />
                </button>
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
