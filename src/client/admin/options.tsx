/** A select's options, each value its own label. */
export function Options({ values }: { values: readonly string[] }) {
  return values.map((value) => <option key={value}>{value}</option>);
}
