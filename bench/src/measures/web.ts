import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from 'playwright-core';
import { BROWSER_FLAGS, browserExecutable, type BrowserExecutable } from '@quad/e2e/browser-executable';
import type { Row } from '../support/report';
import { createBenchDatabase } from '../support/database';
import { openSessions, seedMembers } from '../support/seed';
import { startServer } from '../support/server';
import type { BenchContext } from '../run-context';

interface LoadedJs {
  totalGzip: number;
  reactGzip: number;
  files: { url: string; gzip: number }[];
}

/** Loads a page of the built app and sums the gzip size (level 9) of every JavaScript response. */
async function jsLoadedBy(browser: Browser, url: string, token?: string): Promise<LoadedJs> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    // The app keeps the member's access token in local storage under this key.
    if (token) await context.addInitScript(`localStorage.setItem('accessToken', ${JSON.stringify(token)})`);
    const page = await context.newPage();
    const pending: Promise<{ url: string; gzip: number }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(pending);
    const sum = (xs: { gzip: number }[]) => xs.reduce((a, f) => a + f.gzip, 0);
    return {
      totalGzip: sum(files),
      reactGzip: sum(files.filter((f) => /\/assets\/react-[^/]*\.js$/.test(f.url))),
      files,
    };
  } finally {
    await context.close();
  }
}

/** Lighthouse's performance score (0–100) for a page, with the tests' Chromium, or the reason it could not run. */
async function lighthouseScore(
  url: string,
  browser: BrowserExecutable,
): Promise<{ score: number | null; detail: string }> {
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: browser.path,
      chromeFlags: ['--headless', ...BROWSER_FLAGS],
      envVars: { ...process.env, ...browser.env },
    });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (!lhr || score === null || score === undefined) {
      return { score: null, detail: `Lighthouse gave no score: ${lhr?.runtimeError?.message ?? 'no result'}` };
    }
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    return {
      score: Math.round(score * 100),
      detail: `mobile preset, simulated throttling; FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}`,
    };
  } catch (err) {
    return {
      score: null,
      detail: `Lighthouse could not run here: ${err instanceof Error ? err.message : String(err)}`,
    };
  } finally {
    chrome?.kill();
  }
}

const kb = (bytes: number) => bytes / 1024;

/**
 * The JavaScript a visitor's browser loads for the landing page and a member's for Browse
 * (gzip, as served over the wire by any compressing proxy), and Lighthouse on the landing page.
 */
export async function measureWeb(ctx: BenchContext): Promise<Row[]> {
  const database = await createBenchDatabase('web');
  let token = '';
  {
    const handle = await database.open();
    try {
      const seeded = await seedMembers(handle.db, 300);
      token = (await openSessions(handle.db, [seeded.firstId]))[0]!.token;
    } finally {
      await handle.close();
    }
  }
  const server = await startServer({ dataDir: database.dataDir, databaseUrl: database.databaseUrl });
  try {
    const executable = await browserExecutable();
    ctx.log(`  Chromium: ${executable.path} (${executable.source})`);
    const browser = await chromium.launch({
      executablePath: executable.path,
      headless: true,
      args: BROWSER_FLAGS,
      env: { ...process.env, ...executable.env },
    });
    let landing: LoadedJs;
    let browse: LoadedJs;
    try {
      landing = await jsLoadedBy(browser, `${server.url}/`);
      browse = await jsLoadedBy(browser, `${server.url}/browse`, token);
    } finally {
      await browser.close();
    }
    ctx.log(
      `  JS loaded by /: ${landing.files.map((f) => `${f.url.split('/').pop()} ${kb(f.gzip).toFixed(1)}`).join(', ')}`,
    );
    const rows: Row[] = [
      {
        group: 'Web',
        measure: `JavaScript loaded by / (${landing.files.length} files, gzip)`,
        value: kb(landing.totalGzip),
        unit: 'KB',
        baseline: { label: 'React + React Router chunk alone', value: kb(landing.reactGzip) },
        ratio: landing.totalGzip / landing.reactGzip,
        target: '≤ 150 KB',
        met: kb(landing.totalGzip) <= 150,
      },
      {
        group: 'Web',
        measure: `JavaScript loaded by /browse, signed in (${browse.files.length} files, gzip)`,
        value: kb(browse.totalGzip),
        unit: 'KB',
        baseline: { label: 'React + React Router chunk alone', value: kb(browse.reactGzip) },
        ratio: browse.totalGzip / browse.reactGzip,
        target: '≤ 350 KB',
        met: kb(browse.totalGzip) <= 350,
      },
    ];
    if (!ctx.quick) {
      const lh = await lighthouseScore(`${server.url}/`, executable);
      rows.push({
        group: 'Web',
        measure: 'Lighthouse performance score of /',
        value: lh.score,
        unit: '',
        target: '≥ 95',
        ...(lh.score === null ? {} : { met: lh.score >= 95 }),
        note: `${executable.source} Chromium; ${lh.detail}`,
      });
    }
    return rows;
  } finally {
    await server.stop();
    await database.remove();
  }
}
