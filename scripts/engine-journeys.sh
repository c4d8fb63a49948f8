#!/usr/bin/env bash
# Runs the engine journeys (tests/engines): Marquee's main journeys in WebKit (WebKitWebDriver)
# and Firefox ESR (geckodriver), through Selenium at a phone's 390x844 viewport, under a virtual
# display. Installs what is missing first (through ./scripts/test --install-only), never
# builds: the server binary must exist already.
# Prints how long the run took, and exits with pytest's status.
#
#   scripts/engine-journeys.sh                    both engines
#   scripts/engine-journeys.sh -k webkit          pytest arguments pass through
#   MARQUEE_BIN=/path/to/marquee scripts/engine-journeys.sh
set -euo pipefail
cd "$(dirname "$0")/.."

# What the journeys need (WebKitGTK's WebDriver, PyGObject, Firefox ESR, Xvfb, Selenium and
# geckodriver) is installed by the test command; a quick no-op when it is all there.
./scripts/test --install-only >/dev/null

# `swift build`'s debug binary (.build/debug is its link to the platform's folder); asking
# SwiftPM for the path instead could wait on another build's lock.
MARQUEE_BIN=${MARQUEE_BIN:-$PWD/.build/debug/marquee}
if [ ! -x "$MARQUEE_BIN" ]; then
  echo "engine-journeys: no server binary at $MARQUEE_BIN: run \`swift build\` first, or set MARQUEE_BIN" >&2
  exit 1
fi
export MARQUEE_BIN

echo "==> Engine journeys: WebKit and Firefox ESR at 390x844 ($MARQUEE_BIN)"
# Each browser keeps its data (a Firefox profile, WebKit's storage) in the run's own folder,
# removed at the end; a failure's screenshots and driver logs stay in test-artifacts/engines/.
run_dir=$(mktemp -d)
trap 'rm -rf "$run_dir"' EXIT
SECONDS=0
status=0
# The run takes about 1.5 minutes; each journey fails after 5 (tests/engines/pytest.ini). The
# whole run is stopped after 15 minutes all the same, so that no browser can hold the test
# command past CI's deadline.
timeout --kill-after=30 900 xvfb-run -a --server-args="-screen 0 1280x1024x24" \
  python3 -m pytest tests/engines -q -p no:cacheprovider --basetemp="$run_dir/pytest" "$@" || status=$?
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
  echo "engine-journeys: stopped after 15 minutes: a browser stopped answering; see test-artifacts/engines/" >&2
fi
echo "engine-journeys: took $((SECONDS / 60)) min $((SECONDS % 60)) s (pytest exit status $status)"
exit "$status"
