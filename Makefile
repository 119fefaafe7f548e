# Hearth: `make run` starts the hub on its embedded defaults; `make test` runs every test.
# Both find a JDK 21+ themselves (bin/find-java); `make test` installs the Debian packages the
# tests need when missing (bin/install-test-deps) and prepares the small test speaker model.
SHELL := /bin/bash
JAVA_HOME := $(shell bin/find-java)
export JAVA_HOME
MVN := mvn -B -ntp
JVM_FLAGS := -Xmx2g --enable-native-access=ALL-UNNAMED --add-modules jdk.incubator.vector
# The full memory bench; BENCH_ARGS="--quick …" runs a small subset.
BENCH_ARGS ?= --locomo ../shared/data/locomo

.PHONY: run test bench models clean check-java

check-java:
	@test -n "$(JAVA_HOME)" || { bin/find-java; exit 1; }

# The models a registry ships are prepared once into ~/.cache/hearth/models (outside git); offline,
# the hub still starts without them and /health says what is missing and how to add it.
run: check-java
	@profiles/scripts/make-test-speaker-model.sh || echo "make run: no speaker model prepared (offline?); the hub starts without it" >&2
	@if [ -x hub/scripts/fetch-silero-vad.sh ]; then hub/scripts/fetch-silero-vad.sh || echo "make run: no Silero VAD prepared; the energy VAD is used" >&2; fi
	bin/hearth

test: check-java
	bin/install-test-deps
	profiles/scripts/make-test-speaker-model.sh
	hub/scripts/fetch-silero-vad.sh
	$(MVN) verify

# Benchmarks print one JSON object per line (figure, same-run baseline, machine facts).
bench: check-java
	$(MVN) -q install -DskipTests
	profiles/scripts/make-test-speaker-model.sh
	MAVEN_OPTS="$(JVM_FLAGS)" $(MVN) -q -pl hub exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.hub.bench.MemoryBench -Dexec.args="$(BENCH_ARGS)"
	MAVEN_OPTS="$(JVM_FLAGS)" $(MVN) -q -pl hub exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.hub.bench.CrossLanguageBench
	MAVEN_OPTS="$(JVM_FLAGS)" $(MVN) -q -pl hub exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.hub.bench.VoiceTurnBench
	MAVEN_OPTS="$(JVM_FLAGS)" $(MVN) -q -pl profiles exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.profiles.bench.SpeakerBench
	$(MVN) -q -pl policies exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.policies.bench.GateBench
	MAVEN_OPTS="$(JVM_FLAGS)" $(MVN) -q -pl storage exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.storage.bench.ConnectionBench
	MAVEN_OPTS="$(JVM_FLAGS)" $(MVN) -q -pl devices exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.devices.bench.DeviceBench
	hub/scripts/fetch-silero-vad.sh
	MAVEN_OPTS="$(JVM_FLAGS)" $(MVN) -q -pl hub exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.hub.bench.VoiceBench
	MAVEN_OPTS="$(JVM_FLAGS)" $(MVN) -q -pl hub exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.hub.load.LoadBench
	MAVEN_OPTS="$(JVM_FLAGS)" $(MVN) -q -pl hub exec:java -Dexec.classpathScope=test -Dexec.mainClass=home.hearth.hub.bench.StartBench

models:
	profiles/scripts/make-test-speaker-model.sh
	if [ -x hub/scripts/fetch-silero-vad.sh ]; then hub/scripts/fetch-silero-vad.sh; fi

clean:
	$(MVN) -q clean
