// Finds a system Chromium/Chrome for Playwright and Lighthouse (docs/product.md#running-it). On Debian as root
// with none present it installs Debian's chromium; otherwise it says how to get one.
// The end-to-end journeys prefer Chromium's headless shell, the same engine without the desktop
// browser around it (docs/decisions/398-ci-time-headless-shell-and-shared-workers.md).
import { existsSync, statfsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const isDebianRoot = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
const aptInstall = (packages) =>
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, { stdio: 'inherit' });

const candidates = () =>
  [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'].filter(Boolean);

export function findChromium() {
  return candidates().find((p) => existsSync(p));
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (isDebianRoot()) {
    console.log('No Chromium found: installing Debian chromium (about 30 s)...');
    aptInstall('chromium');
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium or Chrome found. Install one (Debian/Ubuntu: sudo apt-get install chromium) ' +
      'or set CHROMIUM_PATH to its executable.',
  );
}

/** The browser the journeys run in: `CHROMIUM_PATH` when set, else the headless shell, else Chromium. */
export function findTestBrowser() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : findChromium();
}

/**
 * For `npm test`: the headless shell, installed beside Debian's chromium when this is Debian and
 * root (the same version, one package more); elsewhere whatever Chromium there is.
 */
export function ensureTestBrowser() {
  if (!process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL) && isDebianRoot()) {
    console.log("Installing Debian's chromium-headless-shell for the journeys (about 20 s)...");
    try {
      aptInstall('chromium-headless-shell');
    } catch (error) {
      console.warn(`chromium-headless-shell could not be installed; the journeys use Chromium: ${error.message}`);
    }
  }
  return findTestBrowser() ?? ensureChromium();
}

/**
 * Whether /dev/shm is too small for Chromium's shared memory (a container's default is 64 MB):
 * only then is it told to keep it in files in /tmp instead, which is on disk on CI's machines
 * (docs/decisions/397-ci-within-forty-minutes.md; its effect on time is not measured yet).
 */
function smallSharedMemory() {
  try {
    const { bavail, bsize } = statfsSync('/dev/shm');
    return bavail * bsize < 1024 ** 3;
  } catch {
    return true;
  }
}

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  ...(smallSharedMemory() ? ['--disable-dev-shm-usage'] : []),
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
