import type { EmblaCarouselType } from 'embla-carousel';

type Listener = () => void;

/**
 * A stand-in for an Embla carousel in jsdom (which cannot measure layout): it records how it was set up
 * and what was asked of it, and lets a test move it and fire its events.
 */
export class FakeEmbla {
  options: unknown;
  plugins: { name: string; options: Record<string, unknown> }[] = [];
  snaps = [0, 1];
  selected = 0;
  playing = false;
  playCalls = 0;
  stopCalls = 0;
  scrolledTo: number[] = [];
  private listeners = new Map<string, Set<Listener>>();

  emit(event: string) {
    this.listeners.get(event)?.forEach((listener) => listener());
  }

  api(): EmblaCarouselType {
    const autoplay = {
      play: () => {
        this.playCalls += 1;
        this.playing = true;
        this.emit('autoplay:play');
      },
      stop: () => {
        this.stopCalls += 1;
        this.playing = false;
        this.emit('autoplay:stop');
      },
      isPlaying: () => this.playing,
    };
    const api = {
      on: (event: string, listener: Listener) => {
        if (!this.listeners.has(event)) this.listeners.set(event, new Set());
        this.listeners.get(event)!.add(listener);
        return api;
      },
      off: (event: string, listener: Listener) => {
        this.listeners.get(event)?.delete(listener);
        return api;
      },
      scrollSnapList: () => this.snaps,
      selectedScrollSnap: () => this.selected,
      scrollTo: (index: number) => {
        this.scrolledTo.push(index);
        this.selected = index;
        this.emit('select');
      },
      plugins: () => ({ autoplay }),
    };
    return api as unknown as EmblaCarouselType;
  }
}
