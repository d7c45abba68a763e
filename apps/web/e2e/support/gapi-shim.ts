import type { BrowserContext } from "playwright-core";

/**
 * Firebase's popup sign-in, even against the local Auth emulator, talks to its helper iframe through
 * Google's `gapi.iframes` library from apis.google.com, which this offline machine cannot reach.
 * This stand-in implements the few calls both sides use (open, register, send, ping, restyle) over
 * postMessage, so the real popup flow — the emulator's account page included — runs in the tests.
 */
const GAPI_SHIM = String.raw`(function () {
  if (window.gapi && window.gapi.iframes) return;
  var channels = new Map();
  var FILTER = function () { return true; };

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.waiting = {};
    this.replies = {};
    channels.set(target, this);
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.waiting[name] || [];
    delete this.waiting[name];
    for (var i = 0; i < queued.length; i++) this.answer(queued[i]);
  };
  Channel.prototype.answer = function (call) {
    var handler = this.handlers[call.name];
    var result = call.name === "__ping" ? [true] : [handler(call.data)];
    this.target.postMessage({ __gapiShim: true, kind: "reply", id: call.id, result: result }, "*");
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = Math.random().toString(36).slice(2);
    if (callback) this.replies[id] = callback;
    this.target.postMessage({ __gapiShim: true, kind: "call", id: id, name: name, data: data }, "*");
    return Promise.resolve();
  };
  Channel.prototype.restyle = function () { return Promise.resolve(); };
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      var done = false;
      function attempt() {
        if (done) return;
        self.send("__ping", null, function () {
          if (done) return;
          done = true;
          if (callback) callback();
          resolve();
        });
        setTimeout(attempt, 100);
      }
      attempt();
    });
  };

  window.addEventListener("message", function (event) {
    var message = event.data;
    if (!message || !message.__gapiShim) return;
    var channel = channels.get(event.source) || new Channel(event.source);
    if (message.kind === "reply") {
      var callback = channel.replies[message.id];
      delete channel.replies[message.id];
      if (callback) callback(message.result);
      return;
    }
    if (message.name === "__ping" || channel.handlers[message.name]) channel.answer(message);
    else (channel.waiting[message.name] = channel.waiting[message.name] || []).push(message);
  });

  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement("iframe");
      frame.src = options.url;
      frame.setAttribute("aria-hidden", "true");
      frame.setAttribute("tabindex", "-1");
      frame.style.cssText = "position:absolute;top:-100px;width:1px;height:1px;border:0";
      (options.where || document.body).appendChild(frame);
      return onOpen(new Channel(frame.contentWindow));
    },
    getParentIframe: function () {
      return channels.get(window.parent) || new Channel(window.parent);
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var callback = typeof options === "function" ? options : options && options.callback;
      setTimeout(function () { if (callback) callback(); }, 0);
    },
    iframes: { Iframe: Channel, CROSS_ORIGIN_IFRAMES_FILTER: FILTER, getContext: function () { return context; } },
  };
  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get("onload") : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();`;

export async function installGapiShim(context: BrowserContext): Promise<void> {
  await context.route("https://apis.google.com/js/api.js*", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: GAPI_SHIM }),
  );
}
