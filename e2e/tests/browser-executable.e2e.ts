import { describe, expect, it } from 'vitest';
import { chooseBrowser, choosePushBrowser, NO_BROWSER_MESSAGE, type Machine } from '../support/browser-executable';

/** The order in which a browser is chosen, on described machines (the suite itself runs on this one). */

const PACKAGED = '/tmp/quad-chromium-test/chromium';
const MAC_CHROME = '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome';

function machine(overrides: Partial<Machine> & { executables?: string[] }): Machine {
  const executables = new Set(overrides.executables ?? []);
  return {
    platform: 'linux',
    arch: 'x64',
    env: { PATH: '/usr/local/bin:/usr/bin:/bin' },
    isExecutable: (file) => executables.has(file),
    packaged: async () => ({ path: PACKAGED, source: 'packaged', env: { FONTCONFIG_PATH: '/tmp/quad-chromium-test' } }),
    playwrightChromium: () => undefined,
    ...overrides,
  };
}

describe('choosing the browser', () => {
  it('takes CHROMIUM_PATH first, and says so when it is not an executable', async () => {
    const env = { PATH: '/usr/bin', CHROMIUM_PATH: '/opt/my/chrome' };
    const chosen = await chooseBrowser(machine({ env, executables: ['/opt/my/chrome', '/usr/bin/chromium'] }));
    expect(chosen).toMatchObject({ path: '/opt/my/chrome', source: 'CHROMIUM_PATH' });
    await expect(chooseBrowser(machine({ env, executables: ['/usr/bin/chromium'] }))).rejects.toThrow(
      'CHROMIUM_PATH=/opt/my/chrome is not an executable',
    );
  });

  it('prefers a system Chromium or Chrome to the packaged one on Linux', async () => {
    expect(await chooseBrowser(machine({ executables: ['/usr/bin/chromium'] }))).toMatchObject({
      path: '/usr/bin/chromium',
      source: 'system',
    });
    expect(await chooseBrowser(machine({ executables: ['/usr/bin/google-chrome'] }))).toMatchObject({
      path: '/usr/bin/google-chrome',
      source: 'system',
    });
  });

  it('unpacks the packaged Chromium on Linux x64 without a system browser', async () => {
    expect(await chooseBrowser(machine({}))).toMatchObject({ path: PACKAGED, source: 'packaged' });
  });

  it("uses Google Chrome where Playwright's chrome channel finds it on macOS, else a Playwright download", async () => {
    const mac = { platform: 'darwin' as const, arch: 'arm64' };
    expect(await chooseBrowser(machine({ ...mac, executables: [MAC_CHROME] }))).toMatchObject({
      path: MAC_CHROME,
      source: 'chrome',
    });
    const downloaded = '/Users/me/Library/Caches/ms-playwright/chromium-1255/chrome';
    expect(
      await chooseBrowser(machine({ ...mac, executables: [downloaded], playwrightChromium: () => downloaded })),
    ).toMatchObject({ path: downloaded });
  });

  it('says in one line what to set when there is none', async () => {
    await expect(chooseBrowser(machine({ platform: 'darwin', arch: 'arm64' }))).rejects.toThrow(NO_BROWSER_MESSAGE);
    await expect(chooseBrowser(machine({ arch: 'arm64' }))).rejects.toThrow(NO_BROWSER_MESSAGE);
    expect(NO_BROWSER_MESSAGE).not.toContain('\n');
  });
});

describe('choosing the push test’s browser', () => {
  const has =
    (...files: string[]) =>
    (file: string) =>
      files.includes(file);

  it('takes PUSH_CHROMIUM_PATH, else Debian’s chromium, and never the browser of the other tests', () => {
    const env = { PATH: '/usr/bin', PUSH_CHROMIUM_PATH: '/opt/chromium/chrome' };
    expect(choosePushBrowser(env, has('/opt/chromium/chrome', '/usr/bin/chromium'))).toEqual({
      path: '/opt/chromium/chrome',
    });
    expect(choosePushBrowser({}, has('/usr/lib/chromium/chromium', '/usr/bin/chromium'))).toEqual({
      path: '/usr/lib/chromium/chromium',
    });
    expect(choosePushBrowser({ CHROMIUM_PATH: PACKAGED }, has(PACKAGED))).toHaveProperty('skip');
  });

  it('says in one line why the push test is skipped', () => {
    const missing = choosePushBrowser({ PUSH_CHROMIUM_PATH: '/nowhere/chromium' }, has('/usr/bin/chromium'));
    expect(missing).toEqual({
      skip: expect.stringContaining('PUSH_CHROMIUM_PATH=/nowhere/chromium is not an executable'),
    });
    const none = choosePushBrowser({}, has());
    expect(none).toEqual({ skip: expect.stringContaining('PUSH_CHROMIUM_PATH') });
    expect('skip' in none && none.skip).not.toContain('\n');
  });
});

describe('the other tests’ browser beside Debian’s chromium', () => {
  it('is not /usr/lib/chromium/chromium, which is not on the PATH (CI hides /usr/bin/chromium)', async () => {
    const chosen = await chooseBrowser(machine({ executables: ['/usr/lib/chromium/chromium'] }));
    expect(chosen).toMatchObject({ path: PACKAGED, source: 'packaged' });
  });
});
