/*
 * Background Sync of answers given offline (docs/decisions/054-offline-answer-queue.md). The
 * Workbox worker that vite-plugin-pwa generates loads this file with importScripts
 * (pwa.config.ts). The page keeps each answer it could not send in IndexedDB (database
 * "turnout-answers", store "queue", key "answers": src/features/attendance/api/answer-queue.ts,
 * through idb-keyval) and asks for a sync; once the browser has a connection it fires "sync"
 * here, even with the app closed, and this sends the answers in order, each with its
 * Idempotency-Key, so one the page also sends is written once. A refusal is kept under
 * "refused" for the app to tell; open pages are told to refresh.
 */
/* global self, indexedDB, fetch, console */
'use strict';

(function () {
  var DB = 'turnout-answers';
  var STORE = 'queue';
  var ANSWERS = 'answers';
  var REFUSED = 'refused';
  var TAG = 'turnout-answers';
  var LOCK = 'turnout-answer-queue';
  var SENT_MESSAGE = 'turnout-answers-sent';
  // The server refuses state-changing cookie requests without it (the domain's CSRF_HEADER).
  var CSRF_HEADER = 'x-turnout-csrf';

  function request(req) {
    return new Promise(function (resolve, reject) {
      req.onsuccess = function () {
        resolve(req.result);
      };
      req.onerror = function () {
        reject(req.error);
      };
    });
  }

  // As idb-keyval's createStore: the database without a version, its one store made on first open.
  function openStore() {
    var open = indexedDB.open(DB);
    open.onupgradeneeded = function () {
      open.result.createObjectStore(STORE);
    };
    return request(open);
  }

  function withStore(mode, work) {
    return openStore().then(function (db) {
      return new Promise(function (resolve, reject) {
        var tx = db.transaction(STORE, mode);
        var result;
        Promise.resolve(work(tx.objectStore(STORE))).then(function (value) {
          result = value;
        }, reject);
        tx.oncomplete = function () {
          db.close();
          resolve(result);
        };
        tx.onerror = tx.onabort = function () {
          db.close();
          reject(tx.error);
        };
      });
    });
  }

  function readQueue() {
    return withStore('readonly', function (store) {
      return request(store.get(ANSWERS));
    }).then(function (queue) {
      return queue || [];
    });
  }

  // Takes the answer out of the queue and, when refused, keeps the server's words for the app.
  function settle(answer, refusal) {
    return withStore('readwrite', function (store) {
      return request(store.get(ANSWERS)).then(function (queue) {
        store.put(
          (queue || []).filter(function (other) {
            return other.key !== answer.key;
          }),
          ANSWERS,
        );
        if (!refusal) return undefined;
        return request(store.get(REFUSED)).then(function (list) {
          store.put((list || []).concat([{ answer: answer, message: refusal }]), REFUSED);
        });
      });
    });
  }

  // As the app's isRetryable: no answer, the server busy or failing, too many changes, the key
  // still being saved, or a lost session wait for a later try; anything else is final.
  function retryable(status) {
    return status >= 500 || status === 401 || status === 408 || status === 409 || status === 429;
  }

  function send(answer) {
    var body = { day: answer.day, state: answer.state };
    if (answer.note !== undefined) body.note = answer.note;
    var headers = {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'Idempotency-Key': answer.key,
    };
    headers[CSRF_HEADER] = '1';
    return fetch('/api/groups/' + encodeURIComponent(answer.groupId) + '/attendance', {
      method: 'PUT',
      credentials: 'same-origin',
      headers: headers,
      body: JSON.stringify(body),
    });
  }

  function messageOf(response) {
    return response
      .json()
      .then(function (data) {
        return (data && data.error && data.error.message) || '';
      })
      .catch(function () {
        return '';
      });
  }

  // Sends in order; stops at the first answer that must wait (the sync is then tried again).
  function sendAll() {
    var sent = 0;
    return readQueue().then(function (queue) {
      function next(index) {
        if (index >= queue.length) return sent;
        var answer = queue[index];
        return send(answer).then(function (response) {
          if (response.ok) {
            sent += 1;
            return settle(answer, null).then(function () {
              return next(index + 1);
            });
          }
          if (retryable(response.status)) throw new Error('Answers wait: ' + response.status);
          return messageOf(response).then(function (message) {
            sent += 1;
            return settle(answer, message).then(function () {
              return next(index + 1);
            });
          });
        });
      }
      return next(0);
    });
  }

  function withLock(work) {
    var locks = self.navigator && self.navigator.locks;
    return locks ? locks.request(LOCK, work) : work();
  }

  function tellPages() {
    return self.clients
      .matchAll({ type: 'window', includeUncontrolled: true })
      .then(function (list) {
        list.forEach(function (client) {
          client.postMessage({ type: SENT_MESSAGE });
        });
      });
  }

  /** Sends the queue; rejects while answers must wait, so the browser tries the sync again. */
  function syncAnswers() {
    return withLock(sendAll).then(function (sent) {
      return sent > 0 ? tellPages() : undefined;
    });
  }

  self.addEventListener('sync', function (event) {
    if (event.tag !== TAG) return;
    event.waitUntil(
      syncAnswers().catch(function (error) {
        console.warn('Answers wait for the next sync.', error);
        throw error;
      }),
    );
  });

  self.turnoutSyncAnswers = syncAnswers;
})();
