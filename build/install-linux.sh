#!/usr/bin/env bash
# Installs the Canasta binary for the current user, with a menu entry and an icon:
#
#   build/install-linux.sh [BINARY]     BINARY: ./canasta next to this script (the
#                                       download dist/canasta-*-linux-*.tar.gz), else
#                                       dist/canasta of the checkout
#   build/install-linux.sh --uninstall
#
#   ~/.local/bin/canasta                                    the program
#   ~/.local/share/icons/hicolor/NxN/apps/canasta.png       the icon, 16 to 512 pixels
#   ~/.local/share/applications/canasta.desktop             the menu entry
#
# Needs no root. XDG_DATA_HOME, if set, replaces ~/.local/share. The menu entry gets
# the program's full path, so it works even where ~/.local/bin is not on the PATH of
# the desktop session.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
bin_dir="$HOME/.local/bin"
data_dir="${XDG_DATA_HOME:-$HOME/.local/share}"
sizes=(16 32 48 64 128 256 512)

refresh() {
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$data_dir/applications" || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data_dir/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$bin_dir/canasta" "$data_dir/applications/canasta.desktop"
  for s in "${sizes[@]}"; do rm -f "$data_dir/icons/hicolor/${s}x${s}/apps/canasta.png"; done
  refresh
  echo "Canasta removed (your games and settings in ~/.local/share/canasta are kept)."
  exit 0
fi

if [ -f "$here/canasta" ]; then default="$here/canasta"; else default="$root/dist/canasta"; fi
binary="${1:-$default}"
if [ ! -f "$binary" ]; then
  echo "No binary at $binary: build it first with ./build/build.sh, or name it." >&2
  exit 1
fi
if [ -d "$(dirname "$binary")/_internal" ]; then
  echo "$binary is a one-folder build; install the one-file build (dist/canasta)." >&2
  exit 1
fi

install -D -m 755 "$binary" "$bin_dir/canasta"
for s in "${sizes[@]}"; do
  install -D -m 644 "$here/icons/canasta-$s.png" "$data_dir/icons/hicolor/${s}x${s}/apps/canasta.png"
done
mkdir -p "$data_dir/applications"
sed -e "s|^Exec=.*|Exec=\"$bin_dir/canasta\"|" -e "s|^TryExec=.*|TryExec=$bin_dir/canasta|" \
  "$here/canasta.desktop" >"$data_dir/applications/canasta.desktop"
chmod 644 "$data_dir/applications/canasta.desktop"
refresh
echo "Installed $bin_dir/canasta; Canasta is in your applications menu (Games)."
case ":$PATH:" in
  *":$bin_dir:"*) ;;
  *) echo "Note: $bin_dir is not on your PATH; the menu entry works anyway." ;;
esac
