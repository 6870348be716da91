import { messages } from '#shared/messages';
import { comingSoon } from '#client/texts/coming-soon.ts';
import { contactPage } from '#client/texts/contact-page.ts';
import { errorTexts } from '#client/texts/error-texts.ts';
import { formTexts } from '#client/texts/forms.ts';
import {
  actionWays,
  ageLabels,
  genderLabels,
  getInvolvedActions,
  getInvolvedIntro,
  giveTime,
  interestForm,
  languageLabels,
  roleLabels,
} from '#client/texts/get-involved.ts';
import { givingTexts } from '#client/texts/giving.ts';
import { headerTexts } from '#client/texts/header.ts';
import { donationPopup, homeContact, vision } from '#client/texts/home.ts';
import { missionTitle, visionPage, visionTitle } from '#client/texts/mission.ts';
import { notFound } from '#client/texts/not-found.ts';
import { participateIntro, participateInvite, participateSections } from '#client/texts/participate.ts';
import { statisticsSection } from '#client/texts/statistics.ts';
import { subscribePage } from '#client/texts/subscribe.ts';
import { teamPage } from '#client/texts/team.ts';
import { volunteerRoles } from '#client/texts/volunteer.ts';
import { workshopSections, workshopsIntro } from '#client/texts/workshops.ts';
import { yourDataPage } from '#client/texts/your-data.ts';
import { routeTexts } from '#client/texts/route-texts.ts';
import { layoutTexts } from '#client/texts/layout.ts';
import { languageTexts } from '#client/texts/language.ts';
import { alertTexts } from '#client/texts/alerts.ts';
import { appTexts } from '#client/texts/app.ts';

/**
 * Every built-in text of the public site in English: the source every other language's catalogue is held
 * to, key for key (catalogue.test.ts). The texts stay beside the pages that use them in src/client/texts;
 * this is where they are gathered. The spec's messages keep their exact English words here.
 */
export const en = {
  language: languageTexts,
  layout: layoutTexts,
  header: headerTexts,
  routes: routeTexts,
  errors: errorTexts,
  notFound,
  comingSoon,
  alerts: alertTexts,
  app: appTexts,
  home: { vision, contact: homeContact, donationPopup, statistics: statisticsSection },
  vision: { page: visionPage, visionTitle, missionTitle },
  team: teamPage,
  contact: contactPage,
  subscribe: subscribePage,
  giving: givingTexts,
  getInvolved: {
    intro: getInvolvedIntro,
    actions: getInvolvedActions,
    ways: actionWays,
    form: interestForm,
    genders: genderLabels,
    ages: ageLabels,
    languages: languageLabels,
    roles: roleLabels,
    giveTime,
  },
  volunteer: volunteerRoles,
  participate: { intro: participateIntro, sections: participateSections, invite: participateInvite },
  workshops: { intro: workshopsIntro, sections: workshopSections },
  yourData: yourDataPage,
  forms: formTexts,
  messages: {
    notifications: {
      loading: messages.notifications.loading,
      fetchFailed: messages.notifications.fetchFailed,
      empty: messages.notifications.empty,
      noDate: messages.notifications.noDate,
      invalidDate: messages.notifications.invalidDate,
    },
    media: { galleryLoadFailed: messages.media.galleryLoadFailed, empty: messages.media.empty },
    subscriptions: {
      success: messages.subscriptions.success,
      checkInbox: messages.subscriptions.checkInbox,
      failed: messages.subscriptions.failed,
      networkError: messages.subscriptions.networkError,
      invalidInput: messages.subscriptions.invalidInput,
    },
    forms: messages.forms,
    tooMany: messages.common.tooMany,
  },
};
