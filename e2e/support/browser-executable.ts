import { accessSync, constants, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * Which Chromium the browser tests and the benchmark drive, in this order:
 * 1. `CHROMIUM_PATH`, when set;
 * 2. a system Chromium or Chrome (on the PATH or at its usual place);
 * 3. on Linux x64, the Chromium inside the `@sparticuz/chromium` npm package, unpacked once
 *    to the temporary folder, so that `npm install && npm test` needs nothing else;
 * 4. Google Chrome where Playwright's `chrome` channel finds it (macOS, Windows), or a
 *    Chromium that `npx playwright install chromium` downloaded.
 */
export interface BrowserExecutable {
  path: string;
  source: 'CHROMIUM_PATH' | 'system' | 'packaged' | 'chrome';
  /** Variables the browser needs on top of the caller's environment (the packaged fonts). */
  env: Record<string, string>;
}

export const NO_BROWSER_MESSAGE =
  'No Chromium or Chrome found for the browser tests: set CHROMIUM_PATH to a Chromium or Chrome executable.';

const SYSTEM_NAMES = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const SYSTEM_DIRS = ['/usr/bin', '/usr/local/bin', '/snap/bin'];

/** Where Playwright's `chrome` channel looks for Google Chrome. */
function chromeChannelPaths(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string[] {
  if (platform === 'darwin') return ['/Applications/Google Chrome.app/Contents/MacOS/Google Chrome'];
  if (platform === 'win32') {
    return [env.LOCALAPPDATA, env.PROGRAMFILES, env['PROGRAMFILES(X86)']]
      .filter((dir): dir is string => Boolean(dir))
      .map((dir) => path.win32.join(dir, 'Google', 'Chrome', 'Application', 'chrome.exe'));
  }
  return ['/opt/google/chrome/chrome'];
}

export interface Machine {
  platform: NodeJS.Platform;
  arch: string;
  env: NodeJS.ProcessEnv;
  isExecutable(file: string): boolean;
  /** The packaged Chromium, unpacked; only asked on Linux x64. */
  packaged(): Promise<BrowserExecutable>;
  /** Where `npx playwright install chromium` put its Chromium, if it did. */
  playwrightChromium(): string | undefined;
}

/** The choice itself, on a described machine (the tests of the order give one of their own). */
export async function chooseBrowser(machine: Machine): Promise<BrowserExecutable> {
  const { env, platform } = machine;
  if (env.CHROMIUM_PATH) {
    if (!machine.isExecutable(env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${env.CHROMIUM_PATH} is not an executable: set it to a Chromium or Chrome.`);
    }
    return { path: env.CHROMIUM_PATH, source: 'CHROMIUM_PATH', env: {} };
  }
  if (platform === 'linux') {
    const dirs = [...(env.PATH ?? '').split(path.delimiter).filter(Boolean), ...SYSTEM_DIRS];
    for (const name of SYSTEM_NAMES) {
      for (const dir of dirs) {
        const file = path.join(dir, name);
        if (machine.isExecutable(file)) return { path: file, source: 'system', env: {} };
      }
    }
  }
  const chrome = chromeChannelPaths(platform, env).find((file) => machine.isExecutable(file));
  if (platform === 'linux' && chrome) return { path: chrome, source: 'system', env: {} };
  if (platform === 'linux' && machine.arch === 'x64') return machine.packaged();
  if (chrome) return { path: chrome, source: 'chrome', env: {} };
  const downloaded = machine.playwrightChromium();
  if (downloaded && machine.isExecutable(downloaded)) return { path: downloaded, source: 'chrome', env: {} };
  throw new Error(NO_BROWSER_MESSAGE);
}

/**
 * The push test needs a full Chromium: the packaged one is a headless shell, which has no
 * notification service (its `Notification.permission` stays "denied" whatever is granted).
 * `PUSH_CHROMIUM_PATH` names one; else Debian's `chromium` package is looked for. Only that
 * test uses it: the others keep the browser chosen above.
 */
export const DEBIAN_CHROMIUM_PATHS = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'];

export type PushBrowser = { path: string } | { skip: string };

export function choosePushBrowser(
  env: NodeJS.ProcessEnv,
  executable: (file: string) => boolean = isExecutable,
): PushBrowser {
  const wanted = env.PUSH_CHROMIUM_PATH;
  if (wanted) {
    return executable(wanted)
      ? { path: wanted }
      : { skip: `PUSH_CHROMIUM_PATH=${wanted} is not an executable: the push test needs a full Chromium.` };
  }
  const debian = DEBIAN_CHROMIUM_PATHS.find((file) => executable(file));
  if (debian) return { path: debian };
  return {
    skip: "No full Chromium for the push test (the packaged headless shell cannot show notifications): install Debian's chromium or set PUSH_CHROMIUM_PATH.",
  };
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const require = createRequire(import.meta.url);

/**
 * The package's own `executablePath()` unpacks into the temporary folder and then trusts any
 * file it finds there, even one half-written by an interrupted or concurrent run. So it
 * unpacks into a folder of our own, named by the package's version, which appears whole
 * (a rename) or not at all.
 */
async function unpackPackagedChromium(): Promise<BrowserExecutable> {
  // The package exports no package.json; its entry is build/index.js.
  const manifest = path.join(path.dirname(require.resolve('@sparticuz/chromium')), '..', 'package.json');
  const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
  const home = path.join(os.tmpdir(), `quad-chromium-${version}`);
  const executable = path.join(home, 'chromium');
  if (!existsSync(executable)) {
    const staging = `${home}.unpacking-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    const { default: chromium } = await import('@sparticuz/chromium');
    // executablePath() reads the temporary folder's name before its first await.
    const tmpdir = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    const unpacking = chromium.executablePath();
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
    await unpacking;
    // The package's fonts.conf names /tmp/fonts; ours names the unpacked fonts, after the system's.
    writeFileSync(
      path.join(staging, 'fonts.conf'),
      [
        '<?xml version="1.0"?>',
        '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
        '<fontconfig>',
        '  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>',
        `  <dir>${path.join(home, 'fonts')}</dir>`,
        `  <cachedir>${path.join(home, 'fonts-cache')}</cachedir>`,
        '</fontconfig>',
        '',
      ].join('\n'),
    );
    try {
      renameSync(staging, home);
    } catch {
      // Another run unpacked it first.
      rmSync(staging, { recursive: true, force: true });
    }
  }
  return { path: executable, source: 'packaged', env: { FONTCONFIG_PATH: home } };
}

function playwrightChromium(): string | undefined {
  try {
    const { chromium } = require('playwright-core') as typeof import('playwright-core');
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

let chosen: Promise<BrowserExecutable> | undefined;

/** This machine's browser, chosen (and unpacked when packaged) once per process. */
export function browserExecutable(): Promise<BrowserExecutable> {
  chosen ??= chooseBrowser({
    platform: process.platform,
    arch: process.arch,
    env: process.env,
    isExecutable,
    packaged: unpackPackagedChromium,
    playwrightChromium,
  });
  return chosen;
}

/** The flags every launch of it gets: headless, no sandbox (root in CI), no background traffic. */
export const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
