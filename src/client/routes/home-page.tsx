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
import { Island } from '#client/islands/island.tsx';
import { DONATION_POPUP_DELAY_MS, HERO_INTERVAL_MS } from '#shared/constants';

/**
 * When the notifications must be in place: after the page has loaded, with the hero's code, and before a
 * visitor is likely to have scrolled down to them, so the list does not push the page about as they read.
 */
const NOTIFICATIONS_DUE_MS = 4000;

/**
 * The home page: its sections in the order of SPEC section 2. Each section has its own error boundary, so
 * one that fails to draw says so in its place and the others stay. Nothing on it needs code while it loads:
 * the hero's and the invitation's code arrive shortly before their first timed change (decision 011).
 */
export default function HomePage() {
  const site = useSiteDetails();
  return (
    <>
      <h1 className="visually-hidden">
        {site.name}: {site.tagline}
      </h1>
      <SectionErrorBoundary name="Highlights">
        <Island name="hero-carousel" when="motion" due={HERO_INTERVAL_MS}>
          <HeroCarousel />
        </Island>
      </SectionErrorBoundary>
      <SectionErrorBoundary name="About Us">
        <AboutSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary name="Our Mission">
        <MissionSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary name="Our Programs">
        <Island name="programs-carousel" when="visible">
          <ProgramsCarousel />
        </Island>
      </SectionErrorBoundary>
      <SectionErrorBoundary name="Latest Notifications">
        <Island name="latest-notifications" when="timer" due={NOTIFICATIONS_DUE_MS}>
          <LatestNotifications />
        </Island>
      </SectionErrorBoundary>
      <SectionErrorBoundary name="Video Feed">
        <Island name="video-feed" when="visible">
          <VideoFeed />
        </Island>
      </SectionErrorBoundary>
      <SectionErrorBoundary name="Testimonials">
        <TestimonialsSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary name="Our Impact">
        <Island name="statistics" when="visible">
          <StatisticsSection />
        </Island>
      </SectionErrorBoundary>
      <SectionErrorBoundary name="Our Vision">
        <VisionSection />
      </SectionErrorBoundary>
      <SectionErrorBoundary name="Get in Touch">
        <HomeContactSection />
      </SectionErrorBoundary>
      {/* An invitation, not content: if it fails, the page is simply without it. */}
      <ErrorBoundary fallback={() => null}>
        <Island name="donation-popup" when="timer" due={DONATION_POPUP_DELAY_MS}>
          <DonationPopup />
        </Island>
      </ErrorBoundary>
    </>
  );
}
