/** Line icons of the four mission areas, in card order: book, heart, woman, flag. Decorative. */
const paths = [
  'M4 5.5C6.5 4 9.5 4 12 5.5v14C9.5 18 6.5 18 4 19.5zM12 5.5c2.5-1.5 5.5-1.5 8 0v14c-2.5-1.5-5.5-1.5-8 0',
  'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10zM8.5 11h2l1-2 1.5 4 1-2h1.5',
  'M12 4a3 3 0 1 1 0 6 3 3 0 0 1 0-6zM7 20c0-4 2-7 5-7s5 3 5 7M9.5 16.5h5',
  'M6 21V4M6 4.5c3-1.5 5 1.5 8 0s4-1 4-1v8s-1-.5-4 1-5-1.5-8 0',
];

export function MissionIcon({ index, className }: { index: number; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[index % paths.length]} />
    </svg>
  );
}
