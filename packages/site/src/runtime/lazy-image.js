// biome-ignore-all lint/correctness/noUnusedVariables: the runtime files are joined into one script and call each other
// Lazy images (lazyImage node, packages/nodes/src/shared/html/README.md "Runtime contracts"): the
// thumbnail shows with the effect until the wrapper comes within `threshold` px of the viewport;
// then the full image is swapped in and the effect is removed once it has loaded.

const LAZY_EFFECT_STYLES = {
  blur: { filter: 'blur(8px)' },
  opacity: { opacity: '0.5' },
  'black-and-white': { filter: 'grayscale(1)' },
};

/** Wraps `run` so scroll bursts call it at most once per `wait` ms (throttle) or once they stop (debounce). */
function delayed(method, wait, run) {
  let timer;
  let last = Number.NEGATIVE_INFINITY;
  const cancel = () => clearTimeout(timer);
  if (method === 'debounce') {
    const call = () => {
      cancel();
      timer = setTimeout(run, wait);
    };
    return { call, cancel };
  }
  const call = () => {
    const remaining = wait - (Date.now() - last);
    if (remaining <= 0) {
      last = Date.now();
      run();
    } else if (timer === undefined) {
      // the last scroll of a burst is still checked
      timer = setTimeout(() => {
        timer = undefined;
        last = Date.now();
        run();
      }, remaining);
    }
  };
  return { call, cancel };
}

function nearViewport(element, threshold) {
  const box = element.getBoundingClientRect();
  const height = window.innerHeight || document.documentElement.clientHeight;
  const width = window.innerWidth || document.documentElement.clientWidth;
  return (
    box.top <= height + threshold &&
    box.bottom >= -threshold &&
    box.left <= width + threshold &&
    box.right >= -threshold
  );
}

function setEffect(image, effect, on) {
  for (const [property, value] of Object.entries(LAZY_EFFECT_STYLES[effect] ?? {})) {
    image.style[property] = on ? value : '';
  }
}

/** Shows the full image; the effect stays until it has loaded. */
function loadLazyImage(wrapper, image, effect) {
  wrapper.setAttribute('data-nl-lazy-image', 'loaded');
  const full = image.getAttribute('data-src');
  const done = () => setEffect(image, effect, false);
  if (!full || (image.getAttribute('src') === full && image.complete)) return done();
  image.addEventListener('load', done, { once: true });
  image.addEventListener('error', done, { once: true });
  image.setAttribute('src', full);
}

/** Watches every lazy image under `root`; returns the cleanups that stop watching. */
function activateLazyImages(root) {
  const cleanups = [];
  for (const wrapper of root.querySelectorAll('[data-nl-lazy-image=""]')) {
    const image = wrapper.querySelector('img[data-src]');
    if (!image) continue;
    const effect = wrapper.getAttribute('data-effect') || 'none';
    const threshold = Number(wrapper.getAttribute('data-threshold')) || 0;
    const wait = Number(wrapper.getAttribute('data-delay-time')) || 0;
    setEffect(image, effect, true);
    if (nearViewport(wrapper, threshold)) {
      loadLazyImage(wrapper, image, effect);
      continue;
    }
    const check = delayed(wrapper.getAttribute('data-delay-method'), wait, () => {
      if (!wrapper.isConnected || !nearViewport(wrapper, threshold)) return;
      stop();
      loadLazyImage(wrapper, image, effect);
    });
    // capture: scrolling inside any container can bring the image nearer
    const options = { capture: true, passive: true };
    const stop = () => {
      check.cancel();
      window.removeEventListener('scroll', check.call, options);
      window.removeEventListener('resize', check.call);
    };
    window.addEventListener('scroll', check.call, options);
    window.addEventListener('resize', check.call);
    cleanups.push(stop);
  }
  return cleanups;
}
