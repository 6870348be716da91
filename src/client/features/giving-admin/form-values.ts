/** A typed whole number as the number it reads as; anything else stays text, which the schema refuses. */
export const wholeNumberOf = (text: string): number | string =>
  /^\s*\d+\s*$/.test(text) ? Number(text) : text;

/** The body without the optional fields left empty, which the server fills in the same way. */
export const withoutEmpty = <T extends object>(body: T): T =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== '')) as T;
