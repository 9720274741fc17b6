/**
 * Runs a process as if its clock had been set to `FAKE_NOW` (an ISO instant) when it started: `Date`
 * starts there and moves on in real time. For checking that the tests pass on any day, e.g.
 *
 *   FAKE_NOW=2027-03-28T00:30:00Z TZ=Europe/Helsinki NODE_OPTIONS=--import=$PWD/scripts/fake-time.mjs npx jest …
 *
 * Child processes inherit NODE_OPTIONS and FAKE_NOW, so Jest's workers start at the same instant.
 * Jest runs each test file in a vm context with a `Date` of its own: every new context gets the same
 * clock. Timers are left alone (a test that fakes them sets its own time).
 */
import vm from 'node:vm';

const wanted = process.env.FAKE_NOW;
const instant = wanted ? Date.parse(wanted) : NaN;
if (wanted && Number.isNaN(instant)) throw new Error(`FAKE_NOW is not an instant: ${wanted}`);

/** Replaces `globalThis.Date` of the realm it runs in with one `offset` ms ahead. */
function installFakeDate(offset) {
  const Real = globalThis.Date;
  function FakeDate(...args) {
    if (!new.target) return new Real(Real.now() + offset).toString();
    return args.length === 0 ? new Real(Real.now() + offset) : new Real(...args);
  }
  // Static methods (UTC, parse) and instances behave as the real ones; only "now" moves.
  Object.setPrototypeOf(FakeDate, Real);
  FakeDate.prototype = Real.prototype;
  FakeDate.now = () => Real.now() + offset;
  Object.defineProperty(globalThis, 'Date', { value: FakeDate, writable: true, configurable: true });
}

if (wanted) {
  const offset = instant - Date.now();
  installFakeDate(offset);
  // Jest's environments (node and jsdom) make their test realms with vm.createContext.
  const createContext = vm.createContext;
  vm.createContext = (...args) => {
    const context = createContext(...args);
    vm.runInContext(`(${installFakeDate.toString()})(${offset})`, context);
    return context;
  };
}
