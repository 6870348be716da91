/**
 * The hero's slide show before React (decision 011): a visitor who only watches and reads gets the slides
 * turning every 4 s from this small script, and React comes only when they reach for the carousel. It
 * stops at that first touch, and the island, hydrated from the slide then shown, takes over.
 */
import { HERO_INTERVAL_MS } from '#shared/constants';
import { onFirstTouch } from '#client/lib/first-touch.ts';
import { holdsStill } from '#client/lib/holds-still.ts';
import { untilAfterArrival } from '#client/lib/since-arrival.ts';

const SLIDE = '[aria-roledescription="slide"]';

/** The position of the slide shown in `carousel` (the first when none is marked). */
export function shownSlide(carousel: ParentNode): number {
  const slides = Array.from(carousel.querySelectorAll(SLIDE));
  return Math.max(
    0,
    slides.findIndex((slide) => slide.hasAttribute('data-active')),
  );
}

/** Shows slide `index` exactly as the carousel's component draws it, so hydration finds the same page. */
function showSlide(carousel: HTMLElement, index: number): void {
  carousel.querySelectorAll<HTMLElement>(SLIDE).forEach((slide, slideIndex) => {
    const active = slideIndex === index;
    if (active) slide.dataset.active = 'true';
    else delete slide.dataset.active;
    slide.setAttribute('aria-hidden', String(!active));
    slide.toggleAttribute('inert', !active);
    const picker = carousel.querySelector(`[aria-controls="${slide.id}"]`);
    if (active) picker?.setAttribute('aria-current', 'true');
    else picker?.removeAttribute('aria-current');
  });
}

/** Turns the slides of the hero `carousel` every 4 s after arrival until the visitor first touches it. */
export function rotateHero(carousel: HTMLElement, intervalMs = HERO_INTERVAL_MS): void {
  const count = carousel.querySelectorAll(SLIDE).length;
  if (holdsStill() || count < 2) return;
  // A show that turns by itself is not announced (WAI-ARIA APG carousel); the island says so again once
  // it wakes, so the page it hydrates is the one it drew.
  const region = carousel.querySelector('[aria-live]');
  region?.setAttribute('aria-live', 'off');
  const turn = () => {
    showSlide(carousel, (shownSlide(carousel) + 1) % count);
    timer = setTimeout(turn, intervalMs);
  };
  let timer = setTimeout(turn, untilAfterArrival(intervalMs));
  onFirstTouch(carousel, () => {
    clearTimeout(timer);
    region?.setAttribute('aria-live', 'polite');
  });
}
