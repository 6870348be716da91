/** A pause that wake() cuts short; a wake while nobody sleeps makes the next sleep return at once. */
export function createSleeper(): { sleep(ms: number): Promise<void>; wake(): void } {
  let wakeSleeper: (() => void) | undefined;
  let wokenEarly = false;
  return {
    sleep(ms) {
      if (wokenEarly) {
        wokenEarly = false;
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wakeSleeper = undefined;
          resolve();
        };
        const timer = setTimeout(done, ms);
        wakeSleeper = done;
      });
    },
    wake() {
      if (wakeSleeper) wakeSleeper();
      else wokenEarly = true;
    },
  };
}
