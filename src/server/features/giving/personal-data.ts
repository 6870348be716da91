/** As lists show it: `XXXXX1234X` for a PAN, `XXXXXXXX9012` for an Aadhaar number. */
export const maskIdNumber = (id: string) =>
  /^[A-Z]{5}\d{4}[A-Z]$/.test(id)
    ? `XXXXX${id.slice(5, 9)}X`
    : `${'X'.repeat(Math.max(id.length - 4, 0))}${id.slice(-4)}`;
