import { teamOf, VOLUNTEER_FIRST_ROW, type Team } from '#client/texts/team.ts';
import { useTexts } from '#client/i18n/language-context.tsx';
import { PageIntro } from '#client/components/ui/page-intro.tsx';
import { useSiteContent } from '#client/lib/site-content.tsx';
import { Collaborations } from './collaborations.tsx';
import { MemberList } from './member-list.tsx';
import styles from './team.module.css';

const NEW_TAB_NOTE_ID = 'team-new-tab-note';

/** /team: the people in the spec's order, then the organisations we work with. */
export function TeamOverview({ team: given }: { team?: Team }) {
  const content = useSiteContent();
  const teamPage = useTexts().team;
  const titles = teamPage.sections;
  const team = given ?? teamOf(content.team, content.collaborations);
  const sections = [
    { id: 'founder', title: titles.founder, rows: [team.founder] },
    { id: 'directors', title: titles.directors, rows: [team.directors] },
    { id: 'advisory', title: titles.advisory, rows: [team.advisory] },
    {
      id: 'volunteers',
      title: titles.volunteers,
      rows: [team.volunteers.slice(0, VOLUNTEER_FIRST_ROW), team.volunteers.slice(VOLUNTEER_FIRST_ROW)],
    },
    { id: 'staff', title: titles.staff, rows: [team.staff] },
  ];
  return (
    <div className={styles.page}>
      <PageIntro
        title={teamPage.title}
        lead={teamPage.subtitle}
        className={styles.header}
        leadClassName={styles.lead}
      />
      <span id={NEW_TAB_NOTE_ID} hidden>
        {teamPage.opensInNewTab}
      </span>
      {sections.map((section, sectionIndex) => (
        <section key={section.id} aria-labelledby={`team-${section.id}`} className={styles.section}>
          <h2 id={`team-${section.id}`} className={styles.sectionTitle}>
            {section.title}
          </h2>
          {section.rows
            .filter((row) => row.length > 0)
            .map((row, rowIndex) => (
              <MemberList
                key={rowIndex}
                members={row}
                eager={sectionIndex === 0}
                newTabNoteId={NEW_TAB_NOTE_ID}
                wide={section.id === 'founder'}
              />
            ))}
        </section>
      ))}
      {team.collaborations.length > 0 && <Collaborations partners={team.collaborations} />}
    </div>
  );
}
