// The WebView's own fetch. With CapacitorHttp on, the shell replaces window.fetch with native
// HTTP, which hands over a response only once it is complete: fine for API calls, useless for a
// stream that never ends. Capacitor keeps the original as CapacitorWebFetch.

interface ShellWindow {
  CapacitorWebFetch?: typeof fetch;
}

export function webViewFetch(win: Window & ShellWindow = window): typeof fetch {
  return win.CapacitorWebFetch ?? win.fetch.bind(win);
}
