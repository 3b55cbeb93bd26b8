/*
 * Push handling of the service worker (issue 5). The Workbox worker that vite-plugin-pwa
 * generates loads this file with importScripts (pwa.config.ts). A push carries the domain's
 * PushMessage as JSON: { title (the group), body (who will attend or not, which day),
 * targetPath (/groups/{groupId}?activeDay={timestamp}), groupId, timestamp, attendance }.
 * While Turnout is open and visible, the page learns of the change over its event stream and
 * shows the in-app indicator itself, so no system notification is shown then.
 */
/* global self, clients, console, URL, fetch */
'use strict';

var OPEN_MESSAGE = 'turnout:open-notification';

function readPush(event) {
  try {
    var message = event.data ? event.data.json() : null;
    if (message && typeof message.title === 'string' && typeof message.body === 'string') {
      return message;
    }
  } catch (error) {
    console.warn('Ignoring a push that is not JSON.', error);
  }
  return null;
}

function visibleClient() {
  return clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
    return list.some(function (client) {
      return client.visibilityState === 'visible';
    });
  });
}

self.addEventListener('push', function (event) {
  var message = readPush(event);
  if (!message) return;
  event.waitUntil(
    visibleClient().then(function (visible) {
      if (visible) return undefined;
      var options = {
        body: message.body,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        lang: 'en',
        data: { targetPath: message.targetPath || '/notifications' },
      };
      // The answer actions, when answer-sw.js is loaded (docs/decisions/052-answer-tokens.md).
      if (self.turnoutAnswers) options = self.turnoutAnswers.withActions(options, message);
      return self.registration.showNotification(message.title, options);
    }),
  );
});

// A click opens the day: in an open Turnout window (the app routes without reloading), or a new one.
// An action's tap (I'm coming, Can't come) is answer-sw.js's.
self.addEventListener('notificationclick', function (event) {
  if (event.action) return;
  event.notification.close();
  var data = event.notification.data || {};
  var targetPath = typeof data.targetPath === 'string' ? data.targetPath : '/notifications';
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (list) {
      var client = list.find(function (candidate) {
        return new URL(candidate.url).origin === self.location.origin;
      });
      if (!client) return clients.openWindow(targetPath);
      client.postMessage({ type: OPEN_MESSAGE, targetPath: targetPath });
      return client.focus();
    }),
  );
});

// The push service replaced the subscription: store the new one like the page does (SPEC §4).
self.addEventListener('pushsubscriptionchange', function (event) {
  var old = event.oldSubscription;
  var key = old && old.options ? old.options.applicationServerKey : null;
  if (!key) return;
  event.waitUntil(
    self.registration.pushManager
      .subscribe({ userVisibleOnly: true, applicationServerKey: key })
      .then(function (subscription) {
        return fetch('/api/push/tokens', {
          method: 'PUT',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', 'x-turnout-csrf': '1' },
          body: JSON.stringify({ token: JSON.stringify(subscription), platform: 'web' }),
        });
      })
      .catch(function (error) {
        console.warn('Renewing the push subscription failed.', error);
      }),
  );
});
