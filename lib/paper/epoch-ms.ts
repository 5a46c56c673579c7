/** The moments records carry (saved, created, said), checked wherever a record comes in. */
import * as z from 'zod/mini';

/** The latest moment a Date can hold (ECMAScript's time range): a later one has no date to show or export. */
const LATEST_MS = 8.64e15;

/** A moment as epoch ms, within what a Date can hold: a backup may say anything, and one bad date broke a whole CSV. */
export const EpochMsSchema = z.number().check(z.minimum(0), z.maximum(LATEST_MS));
