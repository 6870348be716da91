import type { Db } from '#server/db/database';

const columns = ['id', 'email', 'role', 'status', 'subscribed_at', 'unsubscribed_at', 'language'] as const;

export async function listSubscriptions(db: Db) {
  return db
    .selectFrom('subscriptions')
    .select(columns)
    .orderBy('subscribed_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One subscriber as the list shows it. */
export async function findListed(db: Db, id: number) {
  return db.selectFrom('subscriptions').select(columns).where('id', '=', id).executeTakeFirstOrThrow();
}

export async function countWithRole(db: Db, role: string): Promise<number> {
  const row = await db
    .selectFrom('subscriptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('role', '=', role)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function findByEmail(db: Db, email: string) {
  return db.selectFrom('subscriptions').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findById(db: Db, id: number) {
  return db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertSubscription(
  db: Db,
  values: { email: string; role: string; language: string; status: string; now: string },
) {
  return (
    db
      .insertInto('subscriptions')
      .values({
        email: values.email,
        role: values.role,
        language: values.language,
        status: values.status,
        subscribed_at: values.now,
        confirmed_at: values.status === 'active' ? values.now : null,
        unsubscribed_at: null,
      })
      // The same address stored a moment ago by another request: nothing inserted, and no error, so the
      // transaction this runs in goes on (PostgreSQL would abort it on a unique violation).
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning(['id'])
      .executeTakeFirst()
  );
}

/** A pending address subscribes again: the new request's role, language and time; it stays pending. */
export async function renewPending(
  db: Db,
  id: number,
  values: { role: string; language: string; now: string },
) {
  await db
    .updateTable('subscriptions')
    .set({ role: values.role, language: values.language, subscribed_at: values.now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/** A pending address subscribes again while double opt-in is off: active at once, as a new one would be. */
export async function activatePending(
  db: Db,
  id: number,
  values: { role: string; language: string; now: string },
) {
  await db
    .updateTable('subscriptions')
    .set({
      role: values.role,
      language: values.language,
      status: 'active',
      subscribed_at: values.now,
      confirmed_at: values.now,
    })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}

/**
 * Records that an unsubscribed address asked to come back, unless it already asked at or after
 * `notBefore` (and after its latest unsubscribe): in one statement, so of two requests at once only one
 * wins and only one mail goes out.
 * The address stays unsubscribed. True when recorded (the caller then mails the link).
 */
export async function recordResubscribeRequest(
  db: Db,
  id: number,
  values: { role: string; language: string; now: string; notBefore: string },
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({
      resubscribe_requested_at: values.now,
      resubscribe_role: values.role,
      resubscribe_language: values.language,
    })
    .where('id', '=', id)
    .where('status', '=', 'unsubscribed')
    .where((eb) =>
      eb.or([
        eb('resubscribe_requested_at', 'is', null),
        eb('resubscribe_requested_at', '<', values.notBefore),
        // A request made before the latest unsubscribe was answered and used; it does not count.
        eb('resubscribe_requested_at', '<=', eb.ref('unsubscribed_at')),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Forgets a request whose mail could not be sent, so the address may ask again at once. */
export async function releaseResubscribeRequest(db: Db, id: number, requestedAt: string) {
  await db
    .updateTable('subscriptions')
    .set({ resubscribe_requested_at: null, resubscribe_role: null, resubscribe_language: null })
    .where('id', '=', id)
    .where('status', '=', 'unsubscribed')
    .where('resubscribe_requested_at', '=', requestedAt)
    .execute();
}

/**
 * The mailed link was followed: active again with the role the request chose, in one statement that holds
 * only while the address is still unsubscribed, this request is still its latest and came after the
 * unsubscribe. The request stays
 * recorded (a second click finds the address active). True when this call reactivated it.
 */
export async function reactivate(db: Db, id: number, values: { requestedAt: string; now: string }) {
  const result = await db
    .updateTable('subscriptions')
    .set((eb) => ({
      status: 'active',
      role: eb.fn.coalesce('resubscribe_role', 'role'),
      language: eb.fn.coalesce('resubscribe_language', 'language'),
      subscribed_at: values.now,
      confirmed_at: values.now,
      unsubscribed_at: null,
    }))
    .where('id', '=', id)
    .where('status', '=', 'unsubscribed')
    .where('resubscribe_requested_at', '=', values.requestedAt)
    .where((eb) => eb.or([eb('unsubscribed_at', 'is', null), eb('unsubscribed_at', '<', values.requestedAt)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markUnsubscribed(db: Db, id: number, now: string) {
  await db
    .updateTable('subscriptions')
    .set({ status: 'unsubscribed', unsubscribed_at: now })
    .where('id', '=', id)
    .where('status', '!=', 'unsubscribed')
    .execute();
}

export async function markConfirmed(db: Db, id: number, now: string) {
  await db
    .updateTable('subscriptions')
    .set({ status: 'active', confirmed_at: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute();
}
