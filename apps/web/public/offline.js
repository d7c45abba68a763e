// offline.html's one script (the Content-Security-Policy allows only files of our own): the
// parent's Light/Dark choice and emergency number, as the app left them in localStorage.
(function () {
  // The app's rule (src/features/theme/theme.ts): the stored choice, else the system's, followed live.
  var root = document.documentElement;
  var choice = null;
  try {
    choice = localStorage.getItem("nestling-theme");
  } catch (e) {}
  var system = window.matchMedia ? matchMedia("(prefers-color-scheme: dark)") : null;
  function applyTheme() {
    var dark = choice === "dark" || (choice !== "light" && system !== null && system.matches);
    root.dataset.theme = dark ? "dark" : "light";
  }
  applyTheme();
  if (system && system.addEventListener) system.addEventListener("change", applyTheme);

  var number = null;
  try {
    number = JSON.parse(localStorage.getItem("nestling-emergency-number") || "null");
  } catch (e) {}
  // Only what the app writes: a short emergency text and a number to dial.
  if (
    number &&
    typeof number.emergency === "string" &&
    number.emergency.length <= 20 &&
    typeof number.dial === "string" &&
    /^[0-9]{2,4}$/.test(number.dial)
  ) {
    document.querySelectorAll("[data-emergency]").forEach(function (el) {
      el.textContent = number.emergency;
    });
    document.querySelectorAll("[data-emergency-call]").forEach(function (el) {
      el.setAttribute("href", "tel:" + number.dial);
    });
  }

  document.querySelectorAll("[data-retry]").forEach(function (button) {
    button.addEventListener("click", function () {
      location.reload();
    });
  });
})();
