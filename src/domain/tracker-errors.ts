// The tracker's refusal names, apart from its valibot schemas (tracker.ts): the job card reads one, and the home page's
// first script must not carry the validation library for a string (decision 67).

/** The error name a refused create carries when the user already keeps TRACKER_ITEMS_MAX items. */
export const TRACKER_LIMIT_ERROR = "trackerItemsLimit";
/** The error name when a job is already in the user's tracker (added from its page before). */
export const TRACKER_JOB_TRACKED_ERROR = "jobAlreadyInTracker";
