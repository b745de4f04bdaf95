// pa11y-ci drives Debian's Chromium through puppeteer: no browser download (offline machines).
module.exports = { skipDownload: true };
