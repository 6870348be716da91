import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages.ts';

/**
 * The words an alert on a phone carries besides the notice's title, in each of the site's languages: the
 * server puts them into the push message (as it puts its words into mails, mail/), so the service worker
 * shows them in the language alerts were turned on in without holding the site's catalogues.
 */
export interface AlertWords {
  /** The line under the notice's title. */
  body: string;
  /** The alert's button that turns alerts off on this device. */
  turnOff: string;
}

export const alertWordsByLanguage: Record<Language, AlertWords> = {
  en: { body: 'New notice. Tap to read it.', turnOff: 'Turn off alerts' },
  kn: { body: 'ಹೊಸ ಸೂಚನೆ. ಓದಲು ಒತ್ತಿ.', turnOff: 'ಎಚ್ಚರಿಕೆಗಳನ್ನು ನಿಲ್ಲಿಸಿ' },
  hi: { body: 'नई सूचना। पढ़ने के लिए दबाएँ।', turnOff: 'अलर्ट बंद करें' },
  mr: { body: 'नवी सूचना. वाचण्यासाठी दाबा.', turnOff: 'अलर्ट बंद करा' },
};

/** The alert words of a language; English for anything that is not one of the site's languages. */
export function alertWords(language: string | null | undefined): AlertWords {
  return alertWordsByLanguage[isLanguage(language) ? language : DEFAULT_LANGUAGE];
}
