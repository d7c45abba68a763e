/**
 * A stand-in for Chrome's speech recognizer, as an init script: says "when do babies…" (interim)
 * then "…start teething" (final). A string, not a function: the test compiler would wrap a function
 * in helpers the page lacks.
 */
export const SCRIPTED_RECOGNITION = `(() => {
  class ScriptedRecognition extends EventTarget {
    constructor() {
      super();
      this.lang = "";
      this.continuous = true;
      this.interimResults = false;
      this.maxAlternatives = 0;
      this.onstart = this.onresult = this.onerror = this.onend = null;
    }
    start() {
      const said = (text, isFinal) => ({ resultIndex: 0, results: [Object.assign([{ transcript: text, confidence: 0.9 }], { isFinal })] });
      setTimeout(() => this.onstart && this.onstart(new Event("start")), 10);
      setTimeout(() => this.onresult && this.onresult(said("when do babies", false)), 50);
      setTimeout(() => this.onresult && this.onresult(said("when do babies start teething", true)), 100);
      setTimeout(() => this.onend && this.onend(new Event("end")), 150);
    }
    stop() { this.onend && this.onend(new Event("end")); }
    abort() {}
  }
  // Chromium has the unprefixed constructor too, and the app prefers it.
  window.SpeechRecognition = ScriptedRecognition;
  window.webkitSpeechRecognition = ScriptedRecognition;
})();`;
