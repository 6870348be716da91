import type { TeamMember } from '#client/texts/team.ts';
import { MemberCard } from './member-card.tsx';
import styles from './team.module.css';

interface MemberListProps {
  members: TeamMember[];
  /** Pictures above the fold load at once; the rest when scrolled near. */
  eager: boolean;
  newTabNoteId: string;
  /** A single card centred on its own (the founder). */
  wide?: boolean;
}

export function MemberList({ members, eager, newTabNoteId, wide = false }: MemberListProps) {
  return (
    <ul className={wide ? `${styles.row} ${styles.rowSingle}` : styles.row}>
      {members.map((member) => (
        <MemberCard key={member.name} member={member} eager={eager} newTabNoteId={newTabNoteId} />
      ))}
    </ul>
  );
}
