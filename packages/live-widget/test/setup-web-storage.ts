// Node.js 25 and later define a global `localStorage` of their own (undefined unless Node is started with
// --localstorage-file), which hides the one of the test's jsdom window. Tests that run in jsdom get the
// window's storage back, as a browser has it; on Node 20-24 this changes nothing.
const dom = (globalThis as { jsdom?: { window: Window } }).jsdom
if (dom && globalThis.localStorage === undefined) {
  for (const name of ['localStorage', 'sessionStorage'] as const)
    Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true })
}
