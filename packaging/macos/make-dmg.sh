#!/usr/bin/env bash
# The macOS disk image: "Bräus Desktop.app" (made by `python packaging/build.py` on a Mac)
# beside a link to /Applications, compressed into
# dist/braus-desktop-<version>-macos-<arch>.dmg, <arch> being what the app's program holds
# (arm64, x86_64, or universal2 for both). Run by the release workflow on its macOS runners:
# packaging/macos/make-dmg.sh <version>; it prints the .dmg's path.
set -euo pipefail
cd "$(dirname "$0")/../.."
version="${1:?usage: packaging/macos/make-dmg.sh <version>}"
app="build/pyinstaller/dist/Bräus Desktop.app"
[[ -d "$app" ]] || { echo "$app is missing: run python packaging/build.py first." >&2; exit 2; }
command -v hdiutil >/dev/null || { echo "hdiutil is missing: the .dmg can only be made on macOS." >&2; exit 2; }
archs="$(lipo -archs "$app/Contents/MacOS/braus-desktop")"
case "$archs" in
  arm64|x86_64) arch="$archs" ;;
  *arm64*x86_64*|*x86_64*arm64*) arch=universal2 ;;
  *) echo "unexpected architectures in the app: $archs" >&2; exit 2 ;;
esac
dmg="dist/braus-desktop-$version-macos-$arch.dmg"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT
ditto "$app" "$stage/Bräus Desktop.app"  # keeps the signatures, symlinks and attributes
ln -s /Applications "$stage/Applications"
mkdir -p dist
hdiutil create -volname "Bräus Desktop" -srcfolder "$stage" -fs HFS+ -format UDZO \
  -ov "$dmg" >&2
echo "$dmg"
