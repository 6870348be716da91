import { useId } from 'react';
import { formatRupees } from '#shared/giving/amount-in-words';
import type { DonationList } from '../api/get-donations.ts';
import { longMonth, monthsOfYear, shortMonth, yearOfMonth } from '../financial-years.ts';
import { givingAdminTexts } from '../giving-admin-texts.ts';
import styles from '../giving-admin.module.css';

const say = givingAdminTexts.chart;
const BAR_WIDTH = 20;
const GAP = 6;
const HEIGHT = 120;
const LABEL_SPACE = 18;

interface TotalsChartProps {
  totals: DonationList['totals'];
  /** The financial year filtered on: its twelve months are drawn, empty ones included. */
  year?: string | undefined;
}

/** Sums a list of month totals per financial year, oldest first. */
export function totalsPerYear(byMonth: DonationList['totals']['byMonth']) {
  const years = new Map<string, number>();
  for (const { month, amount } of byMonth) {
    const year = yearOfMonth(month);
    years.set(year, (years.get(year) ?? 0) + amount);
  }
  return [...years].map(([year, amount]) => ({ year, amount }));
}

/** Money received per month as bars, with the same figures as a table and the totals per year in words. */
export function TotalsChart({ totals, year }: TotalsChartProps) {
  const titleId = useId();
  const received = new Map(totals.byMonth.map(({ month, amount }) => [month, amount]));
  const months = year ? monthsOfYear(year) : totals.byMonth.map(({ month }) => month);
  const bars = months.map((month) => ({ month, amount: received.get(month) ?? 0 }));
  const highest = Math.max(1, ...bars.map((bar) => bar.amount));
  const width = Math.max(1, bars.length) * (BAR_WIDTH + GAP) + GAP;

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {say.title}
      </h3>
      {totals.total === 0 ? (
        <p className={styles.sectionText}>{say.none}</p>
      ) : (
        <>
          <ul className={styles.yearTotals} aria-label={say.perYear}>
            {totalsPerYear(totals.byMonth).map((entry) => (
              <li key={entry.year}>
                {entry.year}: {formatRupees(entry.amount)}
              </li>
            ))}
          </ul>
          <svg
            className={styles.chart}
            role="img"
            aria-label={say.summary(formatRupees(totals.total), totals.byMonth.length)}
            viewBox={`0 0 ${width} ${HEIGHT + LABEL_SPACE}`}
            preserveAspectRatio="xMinYMid meet"
            style={{ maxWidth: `${Math.round(width * 1.6)}px` }}
          >
            <line className={styles.axis} x1={0} x2={width} y1={HEIGHT} y2={HEIGHT} />
            {bars.map((bar, index) => {
              const barHeight = Math.round((bar.amount / highest) * (HEIGHT - 8));
              const x = GAP + index * (BAR_WIDTH + GAP);
              return (
                <g key={bar.month}>
                  <rect
                    className={styles.bar}
                    x={x}
                    y={HEIGHT - barHeight}
                    width={BAR_WIDTH}
                    height={barHeight}
                  />
                  <text className={styles.barLabel} x={x + BAR_WIDTH / 2} y={HEIGHT + 14} textAnchor="middle">
                    {shortMonth(bar.month)}
                  </text>
                </g>
              );
            })}
          </svg>
          <details className={styles.figures}>
            <summary>{say.table}</summary>
            <table>
              <caption className={styles.muted}>{say.title}</caption>
              <thead>
                <tr>
                  <th scope="col">{say.month}</th>
                  <th scope="col">{say.amount}</th>
                </tr>
              </thead>
              <tbody>
                {bars.map((bar) => (
                  <tr key={bar.month}>
                    <th scope="row">{longMonth(bar.month)}</th>
                    <td>{formatRupees(bar.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
