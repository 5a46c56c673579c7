/** The IndexedDB database's name: its own module so the popup's first paint can read it without loading Dexie. */
export const DB_NAME = 'agent-rl-radar';
