import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { DashboardGate } from '../features/dashboard/components/dashboard-gate.tsx';
import { DashboardProviders } from '../features/dashboard/components/dashboard-providers.tsx';
import { DashboardShell } from '../features/dashboard/components/dashboard-shell.tsx';
import { PanelErrorBoundary } from '#client/admin/panel-error-boundary.tsx';
import { InsertMediaForm } from '#client/features/media/components/insert-media-form.tsx';
import { GalleryCategoriesPanel } from '#client/features/media/components/gallery-categories-panel.tsx';
import { MediaList } from '#client/features/media/components/media-list.tsx';
import { AddNotificationForm } from '#client/features/notifications-admin/components/add-notification-form.tsx';
import { NotificationList } from '#client/features/notifications-admin/components/notification-list.tsx';
import { EmailSender } from '#client/features/campaigns/components/email-sender.tsx';
import { SubscriberList } from '#client/features/subscriptions/components/subscriber-list.tsx';
import type { PanelId } from '../features/dashboard/dashboard-menu.ts';
import { createDashboardQueryClient } from '#client/admin/query-client.ts';
import { ContactInbox } from '../features/inbox/components/contact-inbox.tsx';
import { InterestInbox } from '../features/inbox/components/interest-inbox.tsx';
import { DataRequestsPanel } from '#client/features/data-requests-admin/data-requests-panel.tsx';
import {
  BankStatementPanel,
  CertificatesPanel,
  DonationsPanel,
  GivingSettingsPanel,
} from '#client/features/giving-admin/giving-admin-panels.ts';
import * as lists from '#client/features/site-content/lists/site-content-panels.ts';
import { OverviewPanel } from '#client/features/overview/components/overview-panel.tsx';
import { PagesPanel } from '#client/features/site-content/components/pages-panel.tsx';
import { MenusPanel } from '#client/features/menus-admin/menus-panel.tsx';
import { AudiencesPanel } from '#client/features/audiences/audiences-panel.tsx';
import { StaffPanel } from '#client/features/staff/staff-panel.tsx';
import { ActivityPanel } from '#client/features/activity/activity-panel.tsx';
import { SecuritySettingsPanel } from '#client/features/activity/security-settings-panel.tsx';
import { RetentionPanel } from '#client/features/retention-admin/retention-panel.tsx';
import { TranslationsPanel } from '#client/features/translations-admin/translations-panel.tsx';
import { BackupPanel } from '#client/features/backup-admin/backup-panel.tsx';
import { ProfilePanel } from '#client/features/account/profile-panel.tsx';
import { DevicesPanel } from '#client/features/account/devices-panel.tsx';
import { TwoStepPanel } from '#client/features/second-factor/two-step-panel.tsx';

const panels: Record<PanelId, () => React.JSX.Element> = {
  'insert-media': InsertMediaForm,
  'list-media': MediaList,
  'gallery-categories': GalleryCategoriesPanel,
  'add-notification': AddNotificationForm,
  'view-notifications': NotificationList,
  'list-subscribers': SubscriberList,
  audiences: AudiencesPanel,
  'send-mail': EmailSender,
  'contact-messages': ContactInbox,
  'volunteer-interest': InterestInbox,
  'data-requests': DataRequestsPanel,
  donations: DonationsPanel,
  'bank-statement': BankStatementPanel,
  'form-10be': CertificatesPanel,
  'giving-settings': GivingSettingsPanel,
  team: lists.TeamPanel,
  'impact-figures': lists.ImpactFiguresPanel,
  'home-slides': lists.HomeSlidesPanel,
  programmes: lists.ProgrammesPanel,
  testimonials: lists.TestimonialsPanel,
  videos: lists.VideosPanel,
  'mission-cards': lists.MissionCardsPanel,
  collaborations: lists.CollaborationsPanel,
  'contact-details': lists.SiteDetailsPanel,
  overview: OverviewPanel,
  pages: PagesPanel,
  menus: MenusPanel,
  'about-us': lists.AboutPanel,
  'vision-mission': lists.VisionPanel,
  'mission-areas': lists.MissionAreasPanel,
  staff: StaffPanel,
  activity: ActivityPanel,
  'security-settings': SecuritySettingsPanel,
  'keeping-personal-data': RetentionPanel,
  translations: TranslationsPanel,
  backup: BackupPanel,
  profile: ProfilePanel,
  devices: DevicesPanel,
  'two-step': TwoStepPanel,
};

/** The administrator's dashboard; TanStack Query lives here only, so no public page loads it. */
export default function DashboardPage() {
  const [queryClient] = useState(createDashboardQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <DashboardGate>
        {(session) => (
          <DashboardProviders session={session}>
            <DashboardShell
              session={session}
              renderPanel={(panel) => {
                const Panel = panels[panel];
                return (
                  <PanelErrorBoundary key={panel}>
                    <Panel />
                  </PanelErrorBoundary>
                );
              }}
            />
          </DashboardProviders>
        )}
      </DashboardGate>
    </QueryClientProvider>
  );
}
