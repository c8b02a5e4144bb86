#!/usr/bin/env bash
# Smoke tests of a built binary, run as a player would run it: from a folder of its own,
# with an empty environment (no Python, no virtual environment, a fresh HOME).
#
#   build/smoke_test.sh [--require-window] DIST_BINARY
#
# DIST_BINARY is dist/canasta (one file) or dist/onedir/canasta/canasta (one folder:
# its whole folder is copied). The tests:
#   bundle     the archive holds the fonts, sounds and version file (pyi-archive_viewer;
#              skipped when no Python with PyInstaller is at hand)
#   headless   `canasta --demo --deals 1` under SDL's dummy drivers exits 0 and prints a
#              score sheet ("Running total")
#   self-test  `canasta --self-test`, if the game offers it (see `canasta --help`)
#   table      `canasta --frames 60 --screenshot F` under the dummy video driver, if the
#              game offers these options: the table draws with the bundled fonts
#   computers  `canasta --bench-frames 300 --level hard`: computer players think in the
#              worker and its helper process while the table draws; nothing is left running
#   version    `canasta --version` prints pyproject's version, if the game offers it
#   window     `canasta` under Xvfb (display :97, started if needed) maps a window within
#              20 s; a screenshot goes to /tmp/canasta-binary-shot.png. A binary that exits
#              0 without a window (the game before its table existed) is reported and
#              skipped, unless --require-window is given.
#   files      after all of these, nothing was written next to the binary (the game
#              writes only into the player's data folder; what it wrote there is listed)
# Exit status 0 when no test failed.
set -uo pipefail

require_window=0
if [ "${1:-}" = "--require-window" ]; then require_window=1; shift; fi
if [ $# -ne 1 ] || [ ! -f "$1" ]; then
  echo "usage: $0 [--require-window] DIST_BINARY" >&2
  exit 2
fi

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
src="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
name="$(basename "$src")"
display_num="${CANASTA_SMOKE_DISPLAY:-97}"
shot="${CANASTA_SMOKE_SHOT:-/tmp/canasta-binary-shot.png}"
window_timeout="${CANASTA_SMOKE_WINDOW_TIMEOUT:-20}"

tmp="$(mktemp -d "${TMPDIR:-/tmp}/canasta-smoke.XXXXXX")"
xvfb_pid=""
game_pid=""
passed=0; failed=0; skipped=0
pass() { echo "PASS $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1"; failed=$((failed + 1)); }
skip() { echo "SKIP $1"; skipped=$((skipped + 1)); }

stop_game() {
  # The game runs in a session of its own (setsid): end that process group, which holds
  # the one-file bootloader and the Python process it started.
  if [ -n "$game_pid" ]; then
    kill -TERM -- "-$game_pid" 2>/dev/null
    for _ in $(seq 50); do kill -0 -- "-$game_pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$game_pid" 2>/dev/null
    wait "$game_pid" 2>/dev/null
    game_pid=""
  fi
}
cleanup() {
  stop_game
  if [ -n "$xvfb_pid" ]; then kill "$xvfb_pid" 2>/dev/null; wait "$xvfb_pid" 2>/dev/null; fi
  rm -rf "$tmp"
}
trap cleanup EXIT

# ------------------------------------------------------------------ copy, as a download would be
app="$tmp/app"
mkdir -p "$app" "$tmp/home"
if [ -d "$(dirname "$src")/_internal" ]; then
  cp -a "$(dirname "$src")/." "$app/"   # one-folder build: the whole folder
  kind="one-folder"
else
  cp -a "$src" "$app/$name"
  kind="one-file"
fi
bin="$app/$name"
chmod +x "$bin"
echo "== smoke test of $src ($kind, $(du -sh "$app" | cut -f1))"

before="$(cd "$app" && find . | sort)"

run_clean() {  # run the binary from its folder with an empty environment, at most 120 s
  # (SDL turns SIGTERM into a quit event, which a hung game may never read: KILL 5 s later)
  (cd "$app" && env -i HOME="$tmp/home" PATH=/usr/bin:/bin LANG=C.UTF-8 \
    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy timeout -k 5 "${CANASTA_SMOKE_TIMEOUT:-120}" "$bin" "$@")
}

# ------------------------------------------------------------------ bundle contents
py=""
for candidate in "$root/.venv/bin/python" "${PYTHON:-python3}"; do
  if command -v "$candidate" >/dev/null 2>&1 && "$candidate" -c "import PyInstaller" 2>/dev/null; then
    py="$candidate"; break
  fi
done
want=(assets/fonts/DejaVuSans.ttf assets/fonts/DejaVuSans-Bold.ttf game/VERSION)
for wav in "$root"/assets/sounds/*.wav; do want+=("assets/sounds/$(basename "$wav")"); done
for po in "$root"/assets/locale/*/LC_MESSAGES/canasta.po; do  # each translation, compiled
  [ -f "$po" ] || continue
  mo="${po%.po}.mo"
  want+=("${mo#"$root"/}")
done
listing=""
if [ "$kind" = "one-folder" ]; then
  listing="$(cd "$app/_internal" && find . -type f | sed 's|^\./||')"
elif [ -n "$py" ]; then
  listing="$("$py" -m PyInstaller.utils.cliutils.archive_viewer --list --brief "$bin" 2>/dev/null | sed 's/^ *//')"
fi
if [ -z "$py" ] && [ "$kind" = "one-file" ]; then
  skip "bundle: no Python with PyInstaller at hand to list the archive"
elif [ -z "$listing" ]; then
  fail "bundle: $bin is not a PyInstaller archive (nothing could be listed)"
else
  missing=()
  for f in "${want[@]}"; do grep -qxF "$f" <<<"$listing" || missing+=("$f"); done
  if [ ${#missing[@]} -eq 0 ]; then
    pass "bundle: ${#want[@]} data files present (fonts, sounds, locale, version)"
  else
    fail "bundle: missing ${missing[*]}"
  fi
fi

# ------------------------------------------------------------------ headless game
start=$(date +%s.%N)
run_clean --demo --deals 1 >"$tmp/demo.out" 2>"$tmp/demo.err"
rc=$?
secs=$(printf '%.2f' "$(echo "$(date +%s.%N) - $start" | bc)" 2>/dev/null || echo "?")
if [ $rc -eq 0 ] && grep -q "Running total" "$tmp/demo.out"; then
  pass "headless: --demo --deals 1 exit 0, $(wc -l <"$tmp/demo.out") lines, score sheet printed (${secs} s)"
  grep -A1 "Running total" "$tmp/demo.out" | head -2 | sed 's/^/     /'
else
  fail "headless: --demo --deals 1 exit $rc, score sheet $(grep -q "Running total" "$tmp/demo.out" && echo found || echo missing)"
  tail -n 15 "$tmp/demo.err" | sed 's/^/     stderr: /'
fi

# ------------------------------------------------------------------ optional CLI checks
help="$(CANASTA_SMOKE_TIMEOUT=30 run_clean --help 2>&1)"
if grep -q -- "--self-test" <<<"$help"; then
  if run_clean --self-test >"$tmp/self.out" 2>&1; then
    pass "self-test: --self-test exit 0"
  else
    fail "self-test: --self-test failed"; tail -n 15 "$tmp/self.out" | sed 's/^/     /'
  fi
else
  skip "self-test: the game has no --self-test option (yet)"
fi
if grep -q -- "--frames" <<<"$help" && grep -q -- "--screenshot" <<<"$help"; then
  # the table, drawn headless for 60 frames: fonts and card art come from the bundle
  if run_clean --frames 60 --screenshot "$tmp/frames.png" >"$tmp/frames.out" 2>&1 && [ -s "$tmp/frames.png" ]; then
    pass "table: 60 frames drawn headless, screenshot $(stat -c %s "$tmp/frames.png") bytes"
    cp "$tmp/frames.png" "${shot%.png}-headless.png" 2>/dev/null
  else
    fail "table: --frames 60 --screenshot did not work"; tail -n 15 "$tmp/frames.out" | sed 's/^/     /'
  fi
fi
if grep -q -- "--bench-frames" <<<"$help"; then
  # computer players in every seat, searching in the worker and its helper process
  # (spawned processes of a one-file binary need freeze_support): the table keeps
  # drawing while they think, the game quits, and no process of the binary is left
  if run_clean --bench-frames 300 --level hard >"$tmp/computers.out" 2>&1 \
      && grep -Eq "computer thinking +n= *[1-9]" "$tmp/computers.out"; then
    sleep 3
    if pgrep -f "$app/$name" >/dev/null 2>&1; then
      fail "computers: processes of the binary left running after it quit"; pgrep -af "$app/$name" | sed 's/^/     /'
      pkill -9 -f "$app/$name"
    else
      pass "computers: $(grep -E "computer thinking" "$tmp/computers.out" | tr -s ' ')"
    fi
  else
    fail "computers: --bench-frames 300 --level hard did not work"; tail -n 15 "$tmp/computers.out" | sed 's/^/     /'
  fi
fi
if grep -q -- "--version" <<<"$help"; then
  expected="$(sed -n 's/^version *= *"\(.*\)"/\1/p' "$root/pyproject.toml" | head -1)"
  got="$(run_clean --version 2>&1)"
  if grep -qF "$expected" <<<"$got"; then pass "version: --version says '$got'"; else fail "version: --version says '$got', expected $expected"; fi
fi

# ------------------------------------------------------------------ window under Xvfb
export DISPLAY=":$display_num"
if ! command -v Xvfb >/dev/null || ! command -v xdotool >/dev/null; then
  skip "window: Xvfb or xdotool not installed"
else
  if ! xdotool getdisplaygeometry >/dev/null 2>&1; then
    lock="/tmp/.X${display_num}-lock"
    if [ -f "$lock" ] && ! kill -0 "$(tr -d ' ' <"$lock")" 2>/dev/null; then rm -f "$lock" "/tmp/.X11-unix/X${display_num}"; fi
    Xvfb ":$display_num" -screen 0 1280x800x24 -nolisten tcp >"$tmp/xvfb.log" 2>&1 &
    xvfb_pid=$!
    for _ in $(seq 50); do xdotool getdisplaygeometry >/dev/null 2>&1 && break; sleep 0.1; done
  fi
  if ! xdotool getdisplaygeometry >/dev/null 2>&1; then
    fail "window: Xvfb :$display_num did not start ($(tail -n 2 "$tmp/xvfb.log" 2>/dev/null | tr '\n' ' '))"
  else
    (cd "$app" && exec setsid env -i HOME="$tmp/home" PATH=/usr/bin:/bin LANG=C.UTF-8 DISPLAY="$DISPLAY" \
      SDL_AUDIODRIVER=dummy CANASTA_REPORT_FIRST_FRAME=1 "$bin" >"$tmp/window.out" 2>"$tmp/window.err") &
    game_pid=$!
    window=""
    exited=""
    deadline=$(( $(date +%s) + window_timeout ))
    while [ "$(date +%s)" -lt "$deadline" ]; do
      # the one-file bootloader starts the game as its child: look at every process of the group
      for pid in $(ps -o pid= -g "$game_pid" 2>/dev/null); do
        window="$(xdotool search --onlyvisible --pid "$pid" 2>/dev/null | head -1)"
        [ -n "$window" ] && break
      done
      [ -n "$window" ] && break
      if ! kill -0 "$game_pid" 2>/dev/null; then wait "$game_pid"; exited=$?; break; fi
      sleep 0.1
    done
    if [ -n "$window" ]; then
      sleep "${CANASTA_SMOKE_SETTLE:-2}"   # let it draw its first frames
      title="$(xdotool getwindowname "$window" 2>/dev/null)"
      geometry="$(xdotool getwindowgeometry "$window" 2>/dev/null | sed -n 's/ *Geometry: //p')"
      if /usr/bin/import -window root "$shot" 2>"$tmp/import.err"; then
        pass "window: '$title' ${geometry} mapped; screenshot $shot"
      else
        pass "window: '$title' ${geometry} mapped (no screenshot: $(head -1 "$tmp/import.err"))"
      fi
      if kill -0 "$game_pid" 2>/dev/null; then
        stop_game
      else
        fail "window: the game exited while it was being looked at"; tail -n 15 "$tmp/window.err" | sed 's/^/     /'
      fi
    elif [ -n "$exited" ] && [ "$exited" -eq 0 ]; then
      msg="window: the binary exited 0 without opening a window (the game without options does not open its table yet)"
      if [ $require_window -eq 1 ]; then fail "$msg"; else skip "$msg"; fi
      game_pid=""
    elif [ -n "$exited" ]; then
      fail "window: the binary exited with status $exited before opening a window"
      tail -n 20 "$tmp/window.err" | sed 's/^/     stderr: /'
      game_pid=""
    else
      fail "window: no window within ${window_timeout} s"
      tail -n 20 "$tmp/window.err" | sed 's/^/     stderr: /'
      stop_game
    fi
  fi
fi

# ------------------------------------------------------------------ where it wrote
after="$(cd "$app" && find . | sort)"
if [ "$before" = "$after" ]; then
  pass "files: nothing written next to the binary"
else
  fail "files: the binary wrote next to itself: $(diff <(echo "$before") <(echo "$after") | grep '^>' | head -5 | tr '\n' ' ')"
fi
written="$(cd "$tmp/home" && find . -type f | sed 's|^\./||' | sort | tr '\n' ' ')"
echo "     written in the player's home: ${written:-(nothing)}"

echo "== smoke summary: passed $passed, failed $failed, skipped $skipped"
[ $failed -eq 0 ]
