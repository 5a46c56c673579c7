/**
 * Unit tests run outside a browser: the fake browser stands in as the global `browser` that Firefox gives extension
 * contexts, for the code that uses the browser's own runtime rather than the polyfill (lib/messaging/runtime.ts).
 */
import { fakeBrowser } from 'wxt/testing/fake-browser';

Object.assign(globalThis, { browser: fakeBrowser });
