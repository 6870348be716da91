import type { Db } from '#server/db/database';
import { escapeHtml } from '#shared/escape-html';
import { formatIndiaTime } from '#shared/india-time';
import { personalDataMap } from './personal-data-map.ts';

/** The file a request to see gives: everything kept on the address, place by place. */
export interface DataExport {
  address: string;
  organisation: string;
  madeAt: string;
  places: {
    table: string;
    place: string;
    /** Kept when the rest is erased (donation records by law; the person's own stop request). */
    kept: boolean;
    records: Record<string, unknown>[];
  }[];
}

export async function buildExport(
  db: Db,
  input: { email: string; organisation: string; dataKey: Buffer; now: Date },
): Promise<DataExport> {
  const places = [];
  for (const entry of personalDataMap) {
    places.push({
      table: entry.table,
      place: entry.place,
      kept: entry.kept,
      records: await entry.rows(db, input.email, input.dataKey),
    });
  }
  return {
    address: input.email,
    organisation: input.organisation,
    madeAt: input.now.toISOString(),
    places,
  };
}

const cell = (value: unknown) =>
  escapeHtml(
    value === null || value === undefined
      ? ''
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value),
  );

function table(records: Record<string, unknown>[]): string {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const head = columns
    .map((column) => `<th scope="col">${escapeHtml(column.replace(/_/g, ' '))}</th>`)
    .join('');
  const rows = records
    .map((record) => `<tr>${columns.map((column) => `<td>${cell(record[column])}</td>`).join('')}</tr>`)
    .join('\n');
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** The same export as a page a person reads in any browser: no script, no file from elsewhere. */
export function exportAsHtml(data: DataExport): string {
  const sections = data.places
    .map((place) => {
      const kept = place.kept ? ' <span class="kept">(kept after an erasure)</span>' : '';
      const body = place.records.length ? table(place.records) : '<p>Nothing.</p>';
      return `<section><h2>${escapeHtml(place.place)}${kept}</h2>\n${body}</section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Your data at ${escapeHtml(data.organisation)}</title>
<style>
body { margin: 0 auto; max-width: 60rem; padding: 1.5rem 1rem; font: 1rem/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif; color: #1f1a17; }
h1 { font-size: 1.5rem; } h2 { font-size: 1.125rem; margin-top: 2rem; }
.kept { font-size: 0.875rem; font-weight: normal; color: #5b524c; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; font-size: 0.875rem; }
th, td { border: 1px solid #d6ccc2; padding: 0.25rem 0.5rem; text-align: left; vertical-align: top; }
</style>
</head>
<body>
<main>
<h1>What ${escapeHtml(data.organisation)} keeps about ${escapeHtml(data.address)}</h1>
<p>Made on ${escapeHtml(formatIndiaTime(data.madeAt))}. Identity numbers show only their last four characters.</p>
${sections}
</main>
</body>
</html>
`;
}
