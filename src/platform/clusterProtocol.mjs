// What the supervisor and the app in its processes say to each other; plain JavaScript, as the supervisor has no build.

/** Set to '1' in every server process the supervisor starts: the app then uses cluster messages and lets the supervisor stop it. */
export const SUPERVISED_ENV = 'LUMERA_SUPERVISED'

/** A server process's slot, 1 to WEB_CONCURRENCY (a replacement keeps the slot of the process it replaces). */
export const SLOT_ENV = 'LUMERA_PROCESS_SLOT'

/** The key of a change-bus message (`{ lumeraChange: event, origin }`): the supervisor passes it to every other process. */
export const CHANGE_MESSAGE_KEY = 'lumeraChange'

/** The global through which a server process reaches the app's drain and shutdown (the two share no modules). */
export const LIFECYCLE_KEY = Symbol.for('lumera.lifecycle')

/** The key of the message a server process sends when it cannot start (`{ lumeraStartFailure: reason }`), just before it exits. */
export const START_FAILURE_KEY = 'lumeraStartFailure'

/** The global through which a server process's stats line (stats.mjs) reads the app's own figures. */
export const STATS_KEY = Symbol.for('lumera.stats')
