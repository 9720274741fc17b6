/* global window, requestAnimationFrame */
// The clock both benchmark pages share. Import it before anything that draws: it wraps
// requestAnimationFrame before zrender keeps a reference to it, to know whether code runs inside an
// animation frame.
//
// "Drawn" means: ECharts fired `finished` (everything, including progressive chunks and animations, is in
// the canvas), and then the browser completed the rendering update (style, layout, resize observers,
// paint) that puts it on screen. If `finished` fired inside an animation frame (a redraw zrender scheduled),
// that is the current frame, and a task posted then runs right after it; if it fired in a task (setOption
// draws synchronously), it is the next frame, so we wait for its requestAnimationFrame and post from there.

const originalRequestAnimationFrame = window.requestAnimationFrame.bind(window);
let frameDepth = 0;
window.requestAnimationFrame = (callback) =>
  originalRequestAnimationFrame((time) => {
    frameDepth += 1;
    try {
      callback(time);
    } finally {
      frameDepth -= 1;
    }
  });

const afterTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve(performance.now());
    };
    channel.port2.postMessage(0);
  });

/** Resolves with the time the rendering update after the current moment completed. */
export function afterRenderingUpdate() {
  if (frameDepth > 0) return afterTask();
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      void afterTask().then(resolve);
    });
  });
}

/** Resolves with the time `chart` (an ECharts instance) next finished drawing and was put on screen. */
export function nextDrawn(chart, timeoutMs = 30_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      chart.off('finished', onFinished);
      reject(new Error('the chart did not finish drawing'));
    }, timeoutMs);
    function onFinished() {
      chart.off('finished', onFinished);
      clearTimeout(timer);
      void afterRenderingUpdate().then(resolve);
    }
    chart.on('finished', onFinished);
  });
}

/** Lets the page settle (late theme reads, font loads, idle callbacks) between measurements. */
export async function settle(ms = 300) {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await afterRenderingUpdate();
}
