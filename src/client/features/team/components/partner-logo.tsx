import type { CollaborationPartner } from '#client/texts/team.ts';
import { useTexts } from '#client/i18n/language-context.tsx';

/** A partner's logo, named by the partner; a link to their site when the administrator gave one. */
export function PartnerLogo({ partner, className }: { partner: CollaborationPartner; className?: string }) {
  const texts = useTexts().team.collaborations;
  const logo = (
    <img
      className={className}
      src={partner.logo}
      alt={partner.name}
      width={240}
      height={120}
      loading="lazy"
      decoding="async"
    />
  );
  if (!partner.link) return logo;
  return (
    <a href={partner.link} target="_blank" rel="noopener noreferrer">
      {logo}
      <span className="visually-hidden"> {texts.newTab}</span>
    </a>
  );
}
