import type { TeamMember } from '#client/texts/team.ts';
import { useTexts } from '#client/i18n/language-context.tsx';
import { LinkedInIcon } from './linkedin-icon.tsx';
import styles from './team.module.css';

interface MemberCardProps {
  member: TeamMember;
  eager: boolean;
  newTabNoteId: string;
}

export function MemberCard({ member, eager, newTabNoteId }: MemberCardProps) {
  const texts = useTexts().team;
  const { name, role, qualification, qualification2, image, linkedin } = member;
  return (
    <li className={styles.card}>
      <img
        className={styles.picture}
        src={image}
        alt={texts.pictureOf(name)}
        width={240}
        height={240}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <h3 className={styles.name}>{name}</h3>
      <p className={styles.role}>{qualification ? `${role} | ${qualification}` : role}</p>
      {qualification2 && <p className={styles.qualification2}>{qualification2}</p>}
      {linkedin && (
        <a
          className={styles.linkedin}
          href={linkedin}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={texts.linkedinOf(name)}
          aria-describedby={newTabNoteId}
        >
          <LinkedInIcon />
        </a>
      )}
    </li>
  );
}
