import { ErrorBoundary } from '../components/errors/error-boundary.tsx';
import { SectionErrorBoundary } from '../components/errors/error-fallbacks.tsx';
import { useSiteDetails } from '#client/lib/site-content.tsx';
import { AboutSection } from '../features/home/about-section.tsx';
import { DonationPopup } from '../features/home/donation-popup.tsx';
import { HeroCarousel } from '../features/home/hero-carousel.tsx';
import { HomeContactSection } from '../features/home/home-contact-section.tsx';
import { MissionSection } from '../features/home/mission-section.tsx';
import { ProgramsCarousel } from '../features/home/programs-carousel.tsx';
import { StatisticsSection } from '../features/home/statistics-section.tsx';
import { TestimonialsSection } from '../features/home/testimonials-section.tsx';
import { VideoFeed } from '../features/home/video-feed.tsx';
import { VisionSection } from '../features/home/vision-section.tsx';
import { LatestNotifications } from '../features/notifications/latest-notifications.tsx';
import { AlertsToggle } from '../features/alerts/alerts-toggle.tsx';
import { AppPrompt } from '../features/app-prompt/app-prompt.tsx';
import { Island } from '#client/islands/island.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';

/**
 * The home page: its sections in the order of SPEC section 2. Each section has its own error boundary, so
 * one that fails to draw says so in its place and the others stay. Nothing on it needs React until the
 * visitor reaches for a part or scrolls: the hero turns and the invitation opens by small scripts of their
 * own (decision 011).
 */
export default function HomePage() {
  const site = useSiteDetails();
  const texts = useTexts();
  const home = texts.layout.home;
  return (
    <>
      <h1 className="visually-hidden">
        {site.name}: {site.tagline}
      </h1>
      <SectionErrorBoundary name={home.highlights}>
        <Island name="hero-carousel" when="interaction">
          <HeroCarousel />
        </Island>
      </SectionErrorBoundary>
      <SectionErrorBoundary name={home.about.title}>
        <AboutSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary name={home.mission.title}>
        <MissionSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary name={home.programs.title}>
        <Island name="programs-carousel" when="visible">
          <ProgramsCarousel />
        </Island>
      </SectionErrorBoundary>
      <SectionErrorBoundary name={home.notifications.title}>
        <Island name="latest-notifications" when="approach">
          <LatestNotifications />
        </Island>
        {/* Alerts of new notices on this device, where the browser can have them (docs/alerts.md). */}
        <Island name="alerts-toggle" when="visible">
          <AlertsToggle />
        </Island>
      </SectionErrorBoundary>
      {/* An offer, not content: if it fails, the page is simply without it. */}
      <ErrorBoundary fallback={() => null}>
        <AppPrompt />
      </ErrorBoundary>
      <SectionErrorBoundary name={home.videos.title}>
        <Island name="video-feed" when="visible">
          <VideoFeed />
        </Island>
      </SectionErrorBoundary>
      <SectionErrorBoundary name={home.testimonials.title}>
        <TestimonialsSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary name={texts.home.statistics.heading}>
        <Island name="statistics" when="visible">
          <StatisticsSection />
        </Island>
      </SectionErrorBoundary>
      <SectionErrorBoundary name={texts.home.vision.heading}>
        <VisionSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary name={texts.home.contact.heading}>
        <HomeContactSection />
      </SectionErrorBoundary>
      {/* An invitation, not content: if it fails, the page is simply without it. */}
      <ErrorBoundary fallback={() => null}>
        <DonationPopup />
      </ErrorBoundary>
    </>
  );
}
