import { savePreference } from '../services/preferences.js';
import { usePreferences } from '../state/preferences.js';
import { MoonIcon, SunIcon } from '../ui/icons.js';
import { Tip } from '../ui/Tip.js';

/** Switches between the dark and light themes and saves the choice in the user's preferences. */
export function ThemeToggle() {
  const theme = usePreferences((p) => p.theme);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = `Switch to ${next} theme`;
  return (
    <Tip label={label}>
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        onClick={() => void savePreference('theme', next)}
      >
        {theme === 'dark' ? <SunIcon size={18} /> : <MoonIcon size={18} />}
      </button>
    </Tip>
  );
}
