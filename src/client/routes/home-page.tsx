import { organisation } from '../content/organisation.ts';
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

/** The home page: its sections in the order of SPEC section 2. */
export default function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">
        {organisation.name}: {organisation.tagline}
      </h1>
      <HeroCarousel />
      <AboutSection />
      <MissionSection />
      <ProgramsCarousel />
      <LatestNotifications />
      <VideoFeed />
      <TestimonialsSection />
      <StatisticsSection />
      <VisionSection />
      <HomeContactSection />
      <DonationPopup />
    </>
  );
}
