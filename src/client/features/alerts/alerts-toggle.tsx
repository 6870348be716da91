import { useEffect, useId, useState } from 'react';
import { useLanguage } from '#client/i18n/language-context.tsx';
import { buttonClassName } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { alertsSupported, currentSubscription, turnOffAlerts, turnOnAlerts } from './device-alerts.ts';
import styles from './alerts-toggle.module.css';

type State =
  /** Before the browser has been asked, and where it cannot have alerts: nothing is shown. */
  'unknown' | 'off' | 'on' | 'working';

type Problem = 'blocked' | 'failed' | 'offFailed' | 'tooMany' | 'full';

/** Which of the words says what went wrong. */
function problemOf(error: unknown): Problem {
  if (error instanceof ApiError && error.status === 429) return 'tooMany';
  if (error instanceof ApiError && error.status === 503) return 'full';
  return 'failed';
}

/**
 * The home page's "Turn on alerts" control, beside the latest notifications (issue 29, docs/alerts.md):
 * shown only where the browser can have alerts, it says plainly what turning them on does, asks the
 * browser's permission when the visitor presses the button, and turns them off again from the same place.
 */
export function AlertsToggle() {
  const id = useId();
  const { language, texts } = useLanguage();
  const words = texts.alerts;
  const [state, setState] = useState<State>('unknown');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [announced, setAnnounced] = useState('');

  useEffect(() => {
    // Where the browser cannot have alerts, nothing is shown.
    if (!alertsSupported()) return;
    let live = true;
    currentSubscription().then(
      (subscription) => live && setState(subscription ? 'on' : 'off'),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, []);

  // An element even while empty: the island's starter watches it to load the island's code when near.
  if (state === 'unknown') return <div className={styles.slot} />;

  async function turnOn() {
    setState('working');
    setProblem(null);
    try {
      const result = await turnOnAlerts(language);
      if (result === 'blocked') {
        setState('off');
        setProblem('blocked');
        return;
      }
      setState('on');
      setAnnounced(words.on);
    } catch (error) {
      setState('off');
      setProblem(problemOf(error));
    }
  }

  async function turnOff() {
    setState('working');
    setProblem(null);
    try {
      await turnOffAlerts();
      setState('off');
      setAnnounced(words.off);
    } catch {
      setState((await currentSubscription().catch(() => null)) ? 'on' : 'off');
      setProblem('offFailed');
    }
  }

  const working = state === 'working';
  return (
    <section className={styles.box} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.title}>
        {words.title}
      </h3>
      <p className={styles.lead}>{state === 'on' ? words.on : words.lead}</p>
      {state === 'on' ? (
        <button type="button" className={buttonClassName('outline')} onClick={() => void turnOff()}>
          {words.turnOff}
        </button>
      ) : (
        <button
          type="button"
          className={buttonClassName('primary')}
          disabled={working}
          aria-busy={working}
          onClick={() => void turnOn()}
        >
          {working ? words.working : words.turnOn}
        </button>
      )}
      {problem && (
        <p role="alert" className={styles.problem}>
          {words[problem]}
        </p>
      )}
      <p role="status" className="visually-hidden">
        {announced}
      </p>
    </section>
  );
}
