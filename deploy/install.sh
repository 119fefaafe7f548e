#!/usr/bin/env bash
# Installs (or upgrades) Hearth as a systemd service on Raspberry Pi OS / Debian (arm64 or x86-64).
# Idempotent: it never overwrites an existing config, key or password file.
#
#   sudo deploy/install.sh
#
# Upgrade: run it again from the new sources. If a database exists, the running hub is stopped,
# an encrypted backup is written to /var/lib/hearth/backups first, the new build replaces
# /opt/hearth, and the hub is started again; it migrates the database at start (SchemaMigrator).
# If the new version will not start: restore that backup as deploy/README.md shows.
#
# For tests and image builders: HEARTH_ROOT=<dir> installs into that throw-away root instead of /
# (the system user is added with `useradd --prefix`), HEARTH_SKIP_BUILD=1 skips the JDK, Maven and
# the build, and no service is stopped or started.
set -euo pipefail
src="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
root="${HEARTH_ROOT:-}"
[ "$(id -u)" -eq 0 ] || { echo "Run as root: sudo $0" >&2; exit 1; }
live() { [ -z "$root" ]; }

# --- the system user -------------------------------------------------------------------------------
user_args=(--system --home-dir /var/lib/hearth --no-create-home --shell /usr/sbin/nologin --user-group)
if live; then
  id hearth >/dev/null 2>&1 || useradd "${user_args[@]}" hearth
  uid="$(id -u hearth)"; gid="$(id -g hearth)"
else
  grep -q '^hearth:' "$root/etc/passwd" 2>/dev/null || useradd --prefix "$root" "${user_args[@]}" hearth
  uid="$(awk -F: '$1=="hearth"{print $3}' "$root/etc/passwd")"; gid="$(awk -F: '$1=="hearth"{print $4}' "$root/etc/passwd")"
fi

# --- upgrade: stop and back up first ----------------------------------------------------------------
# The backup runs as the nightly backup unit, with the service's environment: /etc/hearth/hearth.env may set the
# key (HEARTH_DB_KEY) or the data directory, which a command line of its own would miss (the backup then failed on
# the key and the upgrade stopped here, leaving the hub stopped). A oneshot unit's start waits for it to finish.
if live && [ -f /var/lib/hearth/data/hub.db ] && [ -x /opt/hearth/bin/hearth ]; then
  systemctl stop hearth 2>/dev/null || true
  systemctl start hearth-backup.service
fi

# --- directories and private files ------------------------------------------------------------------
# Data (the encrypted database) and backups: the hearth user only. Keys and config in /etc/hearth,
# never inside the data directory, so a copy of the data or a backup alone cannot be opened.
install -d -m 0755 "$root/opt" "$root/var/lib" "$root/etc" "$root/etc/systemd/system"
install -d -o "$uid" -g "$gid" -m 0700 "$root/var/lib/hearth" "$root/var/lib/hearth/data" \
  "$root/var/lib/hearth/backups" "$root/var/lib/hearth/cache" "$root/etc/hearth"
[ -f "$root/etc/hearth/hearth.yaml" ] || install -o "$uid" -g "$gid" -m 0600 "$src/deploy/hearth.yaml" "$root/etc/hearth/hearth.yaml"
[ -f "$root/etc/hearth/hearth.env" ] || install -o "$uid" -g "$gid" -m 0600 /dev/null "$root/etc/hearth/hearth.env"
if [ ! -f "$root/etc/hearth/db.key" ]; then
  ( umask 077; od -An -tx1 -N32 /dev/urandom | tr -d ' \n' > "$root/etc/hearth/db.key"; echo >> "$root/etc/hearth/db.key" )
  chown "$uid:$gid" "$root/etc/hearth/db.key"
fi
chmod 0600 "$root/etc/hearth/db.key"

# --- the program ------------------------------------------------------------------------------------
if [ "${HEARTH_SKIP_BUILD:-0}" != 1 ]; then
  if ! "$src/bin/find-java" >/dev/null 2>&1; then
    apt-get update
    apt-get install -y openjdk-21-jdk-headless || apt-get install -y openjdk-25-jdk-headless
  fi
  command -v mvn >/dev/null || apt-get install -y maven
  command -v rsync >/dev/null || apt-get install -y rsync
fi
install -d -m 0755 "$root/opt/hearth"
# Root owns the program; the service user can read it but not change it.
tar -C "$src" --exclude=./data --exclude='./*/target' --exclude=./.git -cf - . | tar -C "$root/opt/hearth" -xf - --no-same-owner
chown -R root:root "$root/opt/hearth"
chmod -R go-w "$root/opt/hearth"
if [ "${HEARTH_SKIP_BUILD:-0}" != 1 ]; then
  ( cd /opt/hearth && JAVA_HOME="$(bin/find-java)" mvn -B -q -Dmaven.repo.local=/opt/hearth/.m2 install -DskipTests )
fi

# --- systemd: the hub, the nightly backup ----------------------------------------------------------
install -m 0644 "$src"/deploy/systemd/hearth.service "$src"/deploy/systemd/hearth-backup.service \
  "$src"/deploy/systemd/hearth-backup.timer "$root/etc/systemd/system/"
install -d -m 0755 "$root/etc/systemd/system/timers.target.wants"
ln -sf /etc/systemd/system/hearth-backup.timer "$root/etc/systemd/system/timers.target.wants/hearth-backup.timer"

# --- Mosquitto with ACLs (used when the hub is configured for an external broker) -------------------
install -d -m 0755 "$root/etc/mosquitto" "$root/etc/mosquitto/conf.d"
install -m 0644 "$src/deploy/mosquitto/hearth.conf" "$root/etc/mosquitto/conf.d/hearth.conf"
[ -f "$root/etc/mosquitto/hearth.acl" ] || install -m 0644 "$src/deploy/mosquitto/acl" "$root/etc/mosquitto/hearth.acl"

if live; then
  systemctl daemon-reload
  systemctl enable hearth-backup.timer
  if [ -f /var/lib/hearth/data/hub.db ]; then
    systemctl start hearth
    echo "Upgraded; the hub migrates its database as it starts. Check: journalctl -u hearth"
  else
    echo "Installed. Start with: systemctl enable --now hearth"
  fi
fi
