/*
 * Answering from a notification (docs/decisions/052-answer-tokens.md): reminders, announcements
 * and the "you're in" promotion carry the actions "I'm coming" and "Can't come", each with a
 * token made for that one answer. The generated service worker loads this file with
 * importScripts after push-sw.js (pwa.config.ts); push-sw.js asks `self.turnoutAnswers` to add
 * the actions when it shows a push. Tapping an action posts its token to the server without
 * opening the app (no session: the token is the whole authority) and shows the server's short
 * confirmation, or its refusal in words. When the server cannot be reached, the day opens in the
 * app instead, where the answer can be given.
 */
/* global self, clients, fetch */
'use strict';

(function () {
  var ENDPOINT = '/api/answer-links/answer';
  var ICON = '/icons/icon-192.png';

  /** The notification's options with the message's actions; the tokens stay in its data. */
  function withActions(options, message) {
    var actions = Array.isArray(message.actions) ? message.actions : [];
    if (actions.length === 0) return options;
    var data = Object.assign({}, options.data, {
      answers: actions.map(function (item) {
        return { action: item.action, token: item.token };
      }),
    });
    return Object.assign({}, options, {
      data: data,
      actions: actions.map(function (item) {
        return { action: item.action, title: item.title };
      }),
    });
  }

  function show(title, body, targetPath) {
    return self.registration.showNotification(title, {
      body: body,
      icon: ICON,
      badge: ICON,
      tag: 'answer ' + targetPath,
      data: { targetPath: targetPath },
    });
  }

  /**
   * Answers with the tapped action's token and shows what the server said. Resolves to true when
   * the server answered (a confirmation or a refusal was shown), false when the day was opened.
   */
  function answer(notification, action) {
    var data = notification.data || {};
    var targetPath = typeof data.targetPath === 'string' ? data.targetPath : '/notifications';
    var chosen = (Array.isArray(data.answers) ? data.answers : []).find(function (item) {
      return item.action === action;
    });
    if (!chosen)
      return clients.openWindow(targetPath).then(function () {
        return false;
      });
    return fetch(ENDPOINT, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json', 'x-turnout-csrf': '1' },
      body: JSON.stringify({ token: chosen.token, state: chosen.action }),
    })
      .then(function (response) {
        return response.json().then(function (body) {
          if (response.ok) return show(body.title || notification.title, body.message, targetPath);
          var refusal = body && body.error && body.error.message;
          if (typeof refusal !== 'string') throw new Error('no answer');
          return show(notification.title, refusal, targetPath);
        });
      })
      .then(function () {
        return true;
      })
      .catch(function () {
        return clients.openWindow(targetPath).then(function () {
          return false;
        });
      });
  }

  self.turnoutAnswers = { withActions: withActions, answer: answer };

  // An action's tap; a tap on the notification itself is push-sw.js's (it opens the day).
  self.addEventListener('notificationclick', function (event) {
    if (!event.action) return;
    event.notification.close();
    event.waitUntil(answer(event.notification, event.action));
  });
})();
