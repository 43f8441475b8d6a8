function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An inline icon, so browsers do not ask the server for a /favicon.ico that is not there. */
const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Ccircle cx='16' cy='16' r='15' fill='%231f4d2b'/%3E%3Cpath d='M16 6c5 6 7.5 10 7.5 13.5a7.5 7.5 0 0 1-15 0C8.5 16 11 12 16 6z' fill='%23e8a33d'/%3E%3C/svg%3E";

/** Only the shell is an installable app; a remote's own page (development) has no manifest. */
const SHELL_HEAD_LINKS = `
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="apple-touch-icon" href="/icons/icon-192.png" />`;

/** The page every app boots in; scripts and styles are injected by HtmlRspackPlugin. */
export function htmlTemplate({
  name,
  title,
  description,
}: {
  name?: string;
  title: string;
  description: string;
}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${escapeHtml(description)}" />
    <meta name="theme-color" content="#1f4d2b" />
    <link rel="icon" href="${FAVICON}" />${name === 'shell' ? SHELL_HEAD_LINKS : ''}
    <title>${escapeHtml(title)}</title>
  </head>
  <body>
    <noscript>This shop needs JavaScript to run. Please enable it and reload the page.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}
