// Who is recorded, as the session recorder needs to know it (docs/decisions/
// 035-recording-follows-identity.md). The app passes the auth feature's identity (src/main.tsx):
// features do not import each other.

/** What the server stores about a recording's user: the account, its plan, the admin flag. */
export interface RecordedUser {
  readonly id: string;
  readonly subscriptionPlan: string | null;
  readonly isAdmin: boolean;
}

export interface IdentitySource {
  /** The user identified last (null: signed out, or not known yet). */
  current(): RecordedUser | null;
  /** Calls the listener on each change of identity; answers the unsubscribe. */
  subscribe(listener: (user: RecordedUser | null) => void): () => void;
  /** Runs the task before a sign-out ends the session, while its token still works. */
  beforeSignOut(task: () => Promise<void>): () => void;
}
