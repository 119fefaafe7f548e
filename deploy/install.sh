#!/usr/bin/env bash
# Installs Hearth as a systemd service on Raspberry Pi OS / Debian (arm64 or x86-64). Idempotent.
set -euo pipefail
[ "$(id -u)" -eq 0 ] || { echo "Run as root: sudo $0" >&2; exit 1; }
src="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

if ! "$src/bin/find-java" >/dev/null 2>&1; then
  apt-get update
  apt-get install -y openjdk-21-jdk-headless || apt-get install -y openjdk-25-jdk-headless
fi
command -v mvn >/dev/null || apt-get install -y maven

id hearth >/dev/null 2>&1 || useradd --system --home /var/lib/hearth --shell /usr/sbin/nologin hearth
install -d -o hearth -g hearth -m 0700 /var/lib/hearth /var/lib/hearth/data /var/lib/hearth/backups
install -d -o hearth -g hearth -m 0700 /etc/hearth
[ -f /etc/hearth/hearth.yaml ] || install -o hearth -g hearth -m 0600 "$src/deploy/hearth.yaml" /etc/hearth/hearth.yaml
[ -f /etc/hearth/hearth.env ] || install -o hearth -g hearth -m 0600 /dev/null /etc/hearth/hearth.env

rsync -a --delete --exclude data --exclude target "$src/" /opt/hearth/
chown -R hearth:hearth /opt/hearth
sudo -u hearth -H bash -c 'cd /opt/hearth && JAVA_HOME="$(bin/find-java)" mvn -B -q install -DskipTests'

install -m 0644 "$src"/deploy/systemd/hearth*.service "$src"/deploy/systemd/hearth-backup.timer /etc/systemd/system/
systemctl daemon-reload
systemctl enable hearth-backup.timer
echo "Installed. Start with: systemctl enable --now hearth"
