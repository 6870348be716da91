import type { MissionIconName } from '#shared/api/content-fields';

/** Small pictures for the mission cards; decoration only. */
export function MissionIcon({ icon }: { icon: MissionIconName }) {
  return (
    <svg
      viewBox="0 0 48 48"
      width="48"
      height="48"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {icon === 'exam' && (
        <>
          <path d="M6 18 24 9l18 9-18 9z" />
          <path d="M13 22v9c0 3 5 6 11 6s11-3 11-6v-9" />
          <path d="M42 18v11" />
        </>
      )}
      {icon === 'english' && (
        <>
          <path d="M8 10h24a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H18l-8 7v-7H8a4 4 0 0 1-4-4V14a4 4 0 0 1 4-4z" />
          <path d="M13 25l4-10 4 10M14.5 21.5h5M25 15v10h5" />
          <path d="M40 18h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-2v5l-6-5h-8" />
        </>
      )}
      {icon === 'space' && (
        <>
          <path d="M24 5c6 5 8 13 6 23h-12c-2-10 0-18 6-23z" />
          <circle cx="24" cy="17" r="3" />
          <path d="M18 24l-6 6v5l7-3M30 24l6 6v5l-7-3" />
          <path d="M21 33c0 4 1.5 7 3 9 1.5-2 3-5 3-9" />
        </>
      )}
      {icon === 'shield' && (
        <>
          <path d="M24 5 8 11v11c0 10 7 18 16 21 9-3 16-11 16-21V11z" />
          <rect x="17" y="22" width="14" height="10" rx="2" />
          <path d="M20 22v-3a4 4 0 0 1 8 0v3" />
        </>
      )}
    </svg>
  );
}
