import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '#client/testing/memory-router.tsx';
import { describe, expect, it } from 'vitest';
import { defaultSiteContent, type SiteContent } from '#shared/content/site-content';
import { SiteContentProvider } from '#client/lib/site-content.tsx';
import { AboutSection } from './about-section.tsx';
import { MissionSection } from './mission-section.tsx';
import { TestimonialsSection } from './testimonials-section.tsx';

const withContent = (content: Partial<SiteContent>, ui: React.ReactNode) =>
  render(
    <MemoryRouter>
      <SiteContentProvider value={{ content: { ...defaultSiteContent, ...content } }}>
        {ui}
      </SiteContentProvider>
    </MemoryRouter>,
  );

describe("content issue: the home page's sections show the administrator's content", () => {
  it('mission cards come from the content the page was rendered with', () => {
    withContent(
      { missionCards: [{ icon: 'space', title: 'Night Sky Club', text: 'Telescopes in every village.' }] },
      <MissionSection />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Night Sky Club' })).toBeInTheDocument();
    expect(screen.queryByText('Entrance Exam Training')).not.toBeInTheDocument();
  });

  it("About shows the administrator's lead and the badge of the site details", () => {
    withContent(
      {
        about: { ...defaultSiteContent.about, lead: 'Learning that starts at home.' },
        site: { ...defaultSiteContent.site, satisfiedClients: '500+' },
      },
      <AboutSection />,
    );
    expect(screen.getByText('Learning that starts at home.')).toBeInTheDocument();
    expect(screen.getByText('500+')).toBeInTheDocument();
  });

  it('testimonials come from the content, rated out of five', () => {
    withContent(
      {
        testimonials: [{ name: 'Ravi K.', description: 'Teacher', feedback: 'A fine programme.', rating: 4 }],
      },
      <TestimonialsSection />,
    );
    expect(screen.getByText('A fine programme.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 out of 5' })).toBeInTheDocument();
  });
});
