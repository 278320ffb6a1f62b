// How every browser test and benchmark of the repository launches Chromium (never published).

/**
 * Playwright's launch options for Debian's Chromium on this kind of machine: Playwright's own browser download
 * cannot work here, tests run as root (no sandbox), and nothing may reach the network in the background.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
