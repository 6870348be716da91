import { Suspense, useEffect, useRef } from 'react';
import { PageIntro } from '#client/components/ui/page-intro.tsx';
import { useLocation, useNavigate } from '#client/lib/navigation.tsx';
import { useTexts } from '#client/i18n/language-context.tsx';
import { getInvolvedActions } from '#client/texts/get-involved.ts';
import { DonorPledge, signedPledge, usePreparedGiving } from '#client/features/giving/giving.tsx';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { ActionDetail } from './action-detail.tsx';
import { ActionGrid } from './action-grid.tsx';
import { GiveTime } from './give-time.tsx';
import styles from './get-involved.module.css';

/**
 * /donate: the grid of four sponsor actions; choosing one shows its description and its pledge form, with
 * the Expression of Interest behind "Give your time instead"; Cancel goes back. The chosen action lives in the URL fragment (#sponsor-a-school-kit),
 * so menus can link straight to it and the browser's Back button returns to the grid. The signed link of a
 * pledge (?pledge=…&token=…) shows the donor's pledge instead.
 */
export function GetInvolved() {
  const { getInvolved, giving: givingTexts } = useTexts();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // The prerendered page always shows the grid; the fragment is read once the browser has taken over.
  const hydrated = useHydrated();
  // The actions' ids and pictures (their words are drawn in the page's language).
  const selected = hydrated ? getInvolvedActions.find((action) => `#${action.id}` === hash) : undefined;
  // The donor's own pledge: the signed link of the confirmation mail, /donate?pledge=…&token=….
  const pledge = hydrated ? signedPledge(search) : null;
  const { giving, retry: retryGiving } = usePreparedGiving(signedPledge(search) === null);
  const pendingFocus = useRef<string | null>(null);
  const detailHeading = useRef<HTMLHeadingElement>(null);
  const actionButtons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    if (selected) detailHeading.current?.focus();
    else actionButtons.current.get(target)?.focus();
  }, [selected]);

  function choose(id: string) {
    pendingFocus.current = id;
    navigate({ pathname, search, hash: id });
  }

  function cancel() {
    pendingFocus.current = selected?.id ?? null;
    navigate({ pathname, search, hash: '' });
  }

  return (
    <div className={styles.page}>
      <PageIntro title={getInvolved.intro.title} lead={getInvolved.intro.lead} className={styles.header} />
      {pledge ? (
        <Suspense fallback={<p role="status">{givingTexts.donorPage.loading}</p>}>
          <DonorPledge reference={pledge.reference} token={pledge.token} />
        </Suspense>
      ) : selected ? (
        <ActionDetail
          key={selected.id}
          action={selected}
          headingRef={detailHeading}
          giving={giving}
          onRetryGiving={retryGiving}
          onCancel={cancel}
        />
      ) : (
        <ActionGrid
          onChoose={choose}
          registerButton={(id, node) => {
            if (node) actionButtons.current.set(id, node);
            else actionButtons.current.delete(id);
          }}
        />
      )}
      <GiveTime />
    </div>
  );
}
